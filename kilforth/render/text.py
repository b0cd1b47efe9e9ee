"""Plain-text rendering of a game for people: the Map, hero sheets, prompts and one line
per event. The console prints it; the Discord layer puts it in embeds. No discord here."""

from kilforth.content.pack import Pack
from kilforth.events import Event
from kilforth.render import abilities, cards, heroes, results
from kilforth.render.say import ENGLISH, Say
from kilforth.rules import board
from kilforth.state import GameState, HeroState

TERRAIN_MARK = {"plains": "Pl", "forests": "Fo", "wastes": "Wa", "mountains": "Mo", None: "City"}
DICE = "⚀⚁⚂⚃⚄⚅"
CELL = 14


def hero_name(state: GameState, hero_id: str) -> str:
    try:
        return state.hero(hero_id).name
    except KeyError:
        return hero_id


def name(pack: Pack, card: str) -> str:
    return board.card_name(pack, card)


def faces(dice: list[int]) -> str:
    return " ".join(DICE[d - 1] for d in dice if 1 <= d <= 6)


def reason_text(pack: Pack, reason: str, say: Say = ENGLISH) -> str:
    """Why something happened, for people: 'effect:nightmares' is 'Nightmares'."""
    kind, _, card = reason.partition(":")
    if card in pack.names:
        return name(pack, card)
    return kind.replace("_", " ")


def _doing(pack: Pack, card: str) -> str:
    """': what it does', said when a card comes into play; '' for a card that does nothing."""
    does = cards.what_it_does(pack, card)
    return f": {does}" if does else "."


def _ability_words(pack: Pack, card: str, ability_id: str) -> str:
    found = next((a for a in cards.abilities_of(pack, card) if a.id == ability_id), None)
    return f": {abilities.ability_text(found)}" if found else "."


# ------------------------------------------------------------------ the Map

def _cell(state: GameState, pack: Pack, region: str) -> list[str]:
    info = pack.regions[region]
    rs = state.regions[region]
    title = info.name[: CELL - 1]
    mark = TERRAIN_MARK[info.terrain] + ("☾" if rs.gloom else "") + (f"⇄{info.shortcut[:3]}" if info.shortcut else "")
    heroes = "".join(h.id[1:] for h in state.heroes if h.in_play and h.region == region)
    things = []
    if rs.encounters:
        things.append(f"E{len(rs.encounters)}")
    if rs.obstacles:
        things.append(f"O{rs.obstacles}")
    if rs.plots:
        things.append(f"P{len(rs.plots)}")
    if any(a.on_map and not a.defeated and pack.ancients[a.id].region == region for a in state.ancients):
        things.append("A!")
    third = (f"@{heroes} " if heroes else "") + " ".join(things)
    return [title, mark, third]


def map_text(state: GameState, pack: Pack, say: Say = ENGLISH) -> str:
    """The 5×5 Map: name, terrain (☾ in Gloom, ⇄ shortcut), heroes (@1 2), Encounters (E),
    Obstacles (O), Plots (P) and an Ancient (A!)."""
    rule = "+" + "+".join("-" * CELL for _ in range(board.SIZE)) + "+"
    lines = [rule]
    for row in range(board.SIZE):
        cells = [_cell(state, pack, state.grid[row * board.SIZE + col]) for col in range(board.SIZE)]
        for i in range(3):
            lines.append("|" + "|".join(c[i][:CELL].ljust(CELL) for c in cells) + "|")
        lines.append(rule)
    lines.append("@n hero n · E encounters · O obstacles · P plots · A! Ancient · ☾ Gloom · ⇄ shortcut")
    return "\n".join(lines)


def region_text(state: GameState, pack: Pack, region: str, say: Say = ENGLISH) -> str:
    rs = state.regions[region]
    info = pack.regions[region]
    parts = [f"{info.name} ({(info.terrain or 'the City').title()}{', Gloom' if rs.gloom else ''})"]
    heroes = [h.name for h in state.heroes if h.in_play and h.region == region]
    if heroes:
        parts.append(f"  Heroes here: {', '.join(heroes)}")
    if info.shortcut:
        links = ", ".join(name(pack, r) for r in board.shortcuts(pack, region))
        parts.append(f"  Shortcut ({info.shortcut}) to {links}")
    for card in rs.encounters:
        parts.append("  " + encounter_text(state, pack, card))
    if rs.obstacles:
        parts.append(f"  Obstacles: {rs.obstacles}")
    for plot in rs.plots:
        parts.append(f"  Plot: {name(pack, plot)}")
    return "\n".join(parts)


def encounter_text(state: GameState, pack: Pack, card: str, say: Say = ENGLISH) -> str:
    face = board.face_of(pack, card)
    values = ", ".join(f"{k.title()} {v}" for k, v in face.values.items())
    skull = ", ".join(f"{k.title()} {v}☠" for k, v in face.skull_values.items())
    hostile = state.hostile.get(card, [])
    extra = f" · hostile to {', '.join(hero_name(state, h) for h in hostile)}" if hostile else ""
    health = f" · Health {face.health}" if face.health else ""
    weak = f" · Weakness: {', '.join(face.weakness)}" if face.weakness else ""
    return (f"{name(pack, card)} [{face.type}/{face.subtype}] {values}"
            + (f" ({skull})" if skull else "") + health + f" · {face.gold} Gold" + weak + extra)


# ------------------------------------------------------------------ heroes

def hero_sheet(state: GameState, pack: Pack, hero: HeroState, *, show_hand: bool = True, say: Say = ENGLISH) -> str:
    """The hero sheet as console lines (`kilforth.render.heroes`)."""
    return heroes.hero_text(heroes.hero_sheet(state, pack, hero, show_hand=show_hand))


def turn_banner(state: GameState, pack: Pack, say: Say = ENGLISH) -> str:
    if state.result is not None:
        return f"The game is over ({state.result.outcome})."
    if state.pending is not None:
        return f"Waiting for {hero_name(state, state.pending.prompt.hero)} to choose."
    if state.turn is None:
        return f"Day {state.day}."
    hero = state.hero(state.turn.hero)
    return f"Day {state.day} — {hero.name}'s turn ({hero.ap} AP) in {name(pack, hero.region)}."


# ------------------------------------------------------------------ events

def event_line(state: GameState, pack: Pack, e: Event, say: Say = ENGLISH) -> str | None:
    """One line a player reads for an event, or None for events shown elsewhere."""
    def h(hero_id: str) -> str:
        return hero_name(state, hero_id)

    match e.kind:
        case "game_started":
            return f"A {e.mode} game begins with {', '.join(h(x) for x in e.heroes)}; {h(e.first_hero)} goes first."
        case "day_started":
            return f"☀ Day {e.day} breaks. {h(e.first_hero)} is the First Hero."
        case "turn_started":
            return f"▶ {h(e.hero)}'s turn ({e.ap} AP)."
        case "camped":
            return f"⛺ {h(e.hero)} makes camp" + (" and takes the First Hero token." if e.first else ".")
        case "moved" if e.how == "flee":
            return None  # the Fled event just before it says where the hero fled
        case "moved":
            how = {"move": "moves", "shortcut": "takes a shortcut", "diagonal": "slips diagonally",
                   "defeat": "is carried back", "effect": "is sent"}[e.how]
            return f"{h(e.hero)} {how} from {name(pack, e.origin)} to {name(pack, e.destination)}."
        case "encounter_placed":
            return f"✦ {name(pack, e.card)} appears in {name(pack, e.region)}."
        case "card_discarded":
            if e.reason == "not_bought":  # R-ACT-TRADE-4: offered, not bought, discarded
                return f"{name(pack, e.card)} ({board.gold_value(pack, e.card)} Gold) is not bought and is discarded."
            return None if e.reason in ("event", "rumour_step") else (
                f"{h(e.hero) + ' discards ' if e.hero else ''}{name(pack, e.card)} ({reason_text(pack, e.reason)}).")
        case "card_gained":
            gained = f"{h(e.hero)} gains {name(pack, e.card)} ({e.zone})"
            return gained + (_doing(pack, e.card) if e.zone == "loot" else ".")
        case "roll":
            who = h(e.tester) if e.tester.startswith("h") and e.tester[1:].isdigit() else name(pack, e.tester)
            shown = (faces(e.final) + (f" (rolled {faces(e.dice)})" if e.dice != e.final else "")) or "no dice"
            target = f" vs {e.target}" if e.target is not None else ""
            fate = f" ({e.fate} from Fate)" if e.fate else ""
            held = f" + {e.accumulated} held = {e.successes + e.accumulated}" if e.accumulated else ""
            verdict = "" if e.passed is None else (" — success!" if e.passed else " — not enough.")
            return (f"🎲 {who} tests {e.attribute.title()}: {shown} → {e.successes} "
                    f"success{'es' if e.successes != 1 else ''}{fate}{held}{target}{verdict}")
        case "engaged":
            team = f" (team: {', '.join(h(x) for x in e.team)})" if e.team else ""
            surprise = {"hero": f" {h(e.hero)} has Surprise!", "foe": " The foe has Surprise!", None: ""}[e.surprise]
            return f"⚔ {h(e.hero)} engages {name(pack, e.foe)}{team}.{surprise}"
        case "evaded":
            return f"{h(e.hero)} slips past {name(pack, e.foe)}" + (" without a test." if e.automatic else ".")
        case "battle_round":
            return (f"Round {e.round}: {h(e.hero)} deals {e.dealt}, takes {e.taken} — "
                    f"{name(pack, e.foe)} {e.foe_hp} HP, {h(e.hero)} {e.hero_hp} HP.")
        case "fled":
            return f"{h(e.hero)} flees from {name(pack, e.foe)} to {name(pack, e.destination)}."
        case "hero_defeated":
            if e.removed:
                return f"☠ {h(e.hero)} falls to {name(pack, e.by or '')} and leaves the game."
            lost = f" and {name(pack, e.card_lost)}" if e.card_lost else ""
            return f"✖ {h(e.hero)} is defeated: loses {e.gold_lost} Gold{lost}, and wakes in the City."
        case "encounter_defeated":
            return f"✔ {h(e.hero)} defeats {name(pack, e.card)} ({e.how})."
        case "became_hostile":
            return f"{name(pack, e.card)} turns hostile to {h(e.hero)}" + (" by choice." if e.chosen else "!")
        case "changed":
            sign = "+" if e.delta > 0 else ""
            label = {"hp": "HP", "max_hp": "max HP", "ap": "AP", "gold": "Gold", "fate": "Fate"}[e.what]
            return f"{h(e.hero)}: {sign}{e.delta} {label} → {e.value} ({reason_text(pack, e.reason)})."
        case "hidden_changed":
            return f"{h(e.hero)} " + ("hides." if e.hidden else "is no longer hidden.")
        case "obstacle_changed":
            return f"{'An Obstacle blocks' if e.delta > 0 else 'An Obstacle is cleared from'} {name(pack, e.region)}."
        case "ability_used":
            return f"{h(e.hero)} uses {name(pack, e.card)}{_ability_words(pack, e.card, e.ability)}"
        case "chapter_completed":
            return f"📜 {h(e.hero)} completes Chapter {e.chapter}" + (" (Competitive Pressure)." if e.free else ".")
        case "saga_completed":
            return f"🏆 {h(e.hero)} completes the saga {name(pack, e.saga)}!"
        case "ancient_entered":
            return f"‼ {name(pack, e.ancient)} rises in {name(pack, e.region)}{_doing(pack, e.ancient)}"
        case "plot_placed":
            return f"A Plot, {name(pack, e.plot)}, takes root in {name(pack, e.region)}{_doing(pack, e.plot)}"
        case "ancient_defeated":
            return f"★ {h(e.hero)} defeats {name(pack, e.ancient)}!"
        case "team_changed":
            return ("The team breaks up." if not e.members
                    else f"Team formed: {', '.join(h(x) for x in e.members)}.")
        case "exchanged":
            return f"{h(e.hero)} and {h(e.other)} exchange."
        case "declined":
            offer = "exchange" if e.offer == "exchange" else "team"
            return f"{h(e.hero)} declines {h(e.asked_by)}'s {offer}."
        case "ancient_assaulted":
            joined = f", strengthened by {len(e.plots)} Plot(s)" if e.plots else ""
            return f"⚔ {h(e.hero)} assaults {name(pack, e.ancient)} ({e.hp} HP{joined})."
        case "ancient_healed":
            return f"{name(pack, e.ancient)} heals {e.amount} ({name(pack, e.card)}): {e.hp} HP."
        case "night_started":
            return f"☾ Night {e.day} falls."
        case "region_gloomed":
            night = pack.night.get(e.card)
            event = _doing(pack, e.card) if night is not None and night.type == "event" else "."
            return f"{name(pack, e.region)} falls into Gloom ({name(pack, e.card)}){event}"
        case "weather_changed":
            return f"Weather: {name(pack, e.card)}{_doing(pack, e.card)}"
        case "event_resolved":
            return f"{name(pack, e.card)} is resolved" + (
                "." if e.passed is None else (" — test passed." if e.passed else " — test failed."))
        case "dawn":
            return f"Dawn. {h(e.first_hero)} will be the First Hero."
        case "game_over":
            r = e.result
            winners = ", ".join(h(x) for x in r.winners) or "nobody"
            return f"The game ends on day {r.days}: {r.outcome}. Winners: {winners}. {results.reason_text(r, state, pack, say)}"
        case _:
            return None


def events_text(state: GameState, pack: Pack, events: list[Event], say: Say = ENGLISH) -> str:
    return "\n".join(line for e in events if (line := event_line(state, pack, e)))


# ------------------------------------------------------------------ private information

def secret_owner(state: GameState, e: Event) -> str | None:
    """The player who alone may see what `e` shows (DESIGN.md §6), or None when it is public:
    a peek at a deck, and in a competitive game a Rumour entering a hand."""
    if e.kind == "peeked":
        return _player_of(state, e.hero)
    if e.kind == "card_gained" and e.zone == "rumour" and state.options.secret_hands:
        return _player_of(state, e.hero)
    return None


def _player_of(state: GameState, hero_id: str) -> str | None:
    try:
        return state.hero(hero_id).player
    except KeyError:
        return None


def public_line(state: GameState, pack: Pack, e: Event, say: Say = ENGLISH) -> str | None:
    """What everyone reads of an event: `event_line`, with secret details left out."""
    if secret_owner(state, e) is None:
        return event_line(state, pack, e)
    if e.kind == "peeked":
        return f"👁 {hero_name(state, e.hero)} looks at the top of the {e.deck.title()} deck."
    if e.kind == "card_gained":
        return f"{hero_name(state, e.hero)} gains a Rumour."
    return None


def secret_line(state: GameState, pack: Pack, e: Event, say: Say = ENGLISH) -> str | None:
    """The full line of a secret event, for its owner's eyes only."""
    if e.kind == "peeked":
        seen = name(pack, e.card) if e.card else "nothing (the deck is empty)"
        return f"👁 {hero_name(state, e.hero)} sees {seen} on top of the {e.deck.title()} deck."
    return event_line(state, pack, e)


def hero_status(state: GameState, pack: Pack, hero: HeroState, say: Say = ENGLISH) -> str:
    """A hero's counters and next Feat, for a turn banner."""
    hidden = " · Hidden" if hero.hidden else ""
    # The next Feat's cost is said on every turn, before a Feat pays it (issue 12).
    return (f"HP {hero.hp}/{hero.max_hp} · AP {hero.ap} · Fate {hero.fate} · Gold {hero.gold}"
            f" · at {name(pack, hero.region)}{hidden}\n{heroes.feat_line(state, pack, hero)}")
