# What a seat the computer plays did (kilforth/render/companions.py). $who says how the
# computer came to play it: a companion seat, or the autopilot of an absent player.

companions-did = » { $hero } ({ $who ->
        [autopilot] autopilot
       *[computer] computer
    }): { $what }
companions-chose = » { $hero } ({ $who ->
        [autopilot] autopilot
       *[computer] computer
    }) { $what }
companions-makes-a-choice = makes a choice
companions-chooses = chooses: { $option }
# A command by its console word.
companions-command = { $kind ->
        [move] move
        [clear] clear
        [search] search
        [hide] hide
        [confront] confront
        [rest] rest
        [discover] discover
        [trade] trade
        [feat] feat
        [camp] camp
        [assault] assault
        [exchange] exchange
        [overcome] overcome
        [resolve] resolve
        [team_up] team-up
        [use] use
        [unhide] unhide
       *[preferences] preferences
    }
# A card a command names.
companions-card = { $card }
# The attribute a command tests with, beside the card it names.
companions-attribute = ({ $attribute })
# A flag of a command, said when it is set.
companions-flag = { $flag ->
        [hostile] hostile
        [sacrifice] sacrificed
        [fight_to_the_end] to the end
        [skip_gift_windows] without Gift pauses
       *[camp_without_ap] camping at 0 AP
    }
