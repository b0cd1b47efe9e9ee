"""Tests (R-TEST): dice pool, roll, rerolls and face changes, successes, Fate.

Dice come only from the game's random source (state.rng), whose scripted faces tests and
the console use. A player is asked about an optional ability or Fate only when it could
change the outcome (`need` is the number of successes that would).
"""

from dataclasses import dataclass

from kilforth.content.effects import Ability
from kilforth.content.vocabulary import Attribute
from kilforth.events import AbilityUsed, Roll
from kilforth.i18n import msgid
from kilforth.rules import abilities, board, heroes
from kilforth.rules.abilities import Situation
from kilforth.rules.context import Ctx
from kilforth.state import CardArg, HeroState, Option, Words, words


@dataclass
class TestResult:
    dice: list[int]
    final: list[int]
    successes: int
    fate: int = 0


def success_faces(ctx: Ctx) -> set[int]:
    """R-TEST-5: 5 and 6; the beginner variant adds 4."""
    return {4, 5, 6} if ctx.options.beginner_successes else {5, 6}


def roll(ctx: Ctx, count: int) -> list[int]:
    return [ctx.state.rng.d6() for _ in range(max(0, count))]


@dataclass
class _Count:
    faces: set[int]
    doubled: set[int]
    extra: int = 0

    def of(self, dice: list[int]) -> int:
        return sum((2 if d in self.doubled else 1) for d in dice if d in self.faces) + self.extra


def foe_test(ctx: Ctx, tester: str, attribute: Attribute, value: int, *, purpose: str) -> int:
    """R-TEST-7: an Encounter or Foe tests with its printed value (plus Surprise, included
    in `value`), and no Fate or abilities; its dice succeed like a hero's (R-TEST-5, the
    beginner variant included). Returns its successes."""
    dice = roll(ctx, value)
    faces = success_faces(ctx)
    successes = sum(1 for d in dice if d in faces)
    ctx.emit(Roll(tester=tester, attribute=attribute, dice=dice, final=dice, successes=successes, purpose=purpose))
    return successes


def _helps(ability: Ability, dice: list[int], counter: _Count) -> bool:
    for effect in ability.effects:
        match effect.kind:
            case "reroll":
                if any(d in effect.faces for d in dice):
                    return True
            case "faces_succeed":
                if any(d in effect.faces and d not in counter.faces for d in dice):
                    return True
            case "double_face":
                if effect.face in counter.faces and effect.face not in counter.doubled and effect.face in dice:
                    return True
            case "extra_successes":
                return True
    return False


def _apply_roll_ability(ctx: Ctx, ability: Ability, dice: list[int], counter: _Count) -> list[str]:
    notes = []
    for effect in ability.effects:
        match effect.kind:
            case "reroll":
                left = effect.count if effect.count is not None else len(dice)
                for i, d in enumerate(dice):
                    if left and d in effect.faces:
                        dice[i] = ctx.state.rng.d6()
                        left -= 1
                notes.append(f"reroll {effect.faces}")
            case "faces_succeed":
                counter.faces |= set(effect.faces)
                notes.append(f"{effect.faces} succeed")
            case "double_face":
                counter.doubled.add(effect.face)
                notes.append(f"{effect.face}s count double")
            case "extra_successes":
                counter.extra += effect.amount
                notes.append(f"+{effect.amount} success")
    return notes


def _boost(ctx: Ctx, hero: HeroState, sit: Situation) -> int:
    """Paid extra dice before the roll (e.g. "Pay 1 Gold: Fight +1, max 6 times")."""
    extra = 0
    for src, ability in abilities.ready_abilities(ctx, hero, "boost", sit):
        while abilities.can_pay(ctx, hero, src, ability):
            per = sum(e.amount for e in ability.effects if e.kind == "extra_dice")
            asked = words(msgid("prompt-boost"), count=per, card=CardArg(card=src.card))
            if not ctx.confirm(hero, "boost", asked, detail=board.offered_ability(src.card, ability.id)):
                break
            abilities.pay(ctx, hero, src, ability)
            ctx.emit(AbilityUsed(hero=hero.id, card=src.card, ability=ability.id))
            extra += per
    return extra


def _step_three(ctx: Ctx, hero: HeroState, team: list[HeroState], sit: Situation, dice: list[int],
                counter: _Count, need: int | None) -> list[str]:
    """R-TEST-4: rerolls and face changes the hero's abilities allow, offered while the
    test still falls short of `need`; a team-mate's ability that helps the team's tests is
    offered to its owner, who pays for it (AMB-4, the Bard)."""
    notes: list[str] = []
    if need is None:
        return notes
    offered: set[tuple[str, str, str]] = set()
    progress = True
    while progress and counter.of(dice) < need:
        progress = False
        usable = [(owner, src, ability) for owner in team
                  for src, ability in abilities.ready_abilities(ctx, owner, "roll", sit)
                  if owner is hero or ability.for_team]
        for owner, src, ability in usable:
            key = (owner.id, src.card, ability.id)
            once = ability.limit is None
            if (once and key in offered) or not _helps(ability, dice, counter):
                continue
            offered.add(key)
            shown = " ".join(str(d) for d in dice)
            asked = words(msgid("prompt-roll-ability"), own="yes" if owner is hero else "no",
                          hero=hero.name, dice=shown, count=counter.of(dice), need=need,
                          card=CardArg(card=src.card))
            offered_yes = board.offered_ability(src.card, ability.id)
            if not ctx.confirm(owner, "roll_ability", asked, detail=offered_yes):
                continue
            abilities.pay(ctx, owner, src, ability)
            ctx.emit(AbilityUsed(hero=owner.id, card=src.card, ability=ability.id))
            notes += _apply_roll_ability(ctx, ability, dice, counter)
            progress = True
            break
    return notes


def _fate(ctx: Ctx, members: list[HeroState], successes: int, need: int | None, shown: list[int],
          stake: tuple[int, Words] | None, kept: Words | None) -> int:
    """R-TEST-6, R-GIFT-TEAM-5: each hero may call on Fate once per Day (a Fate marker or a
    Rumour) for +1 success. It is offered whenever one more success changes the outcome: it
    can still reach `need` (complete the Test) or the `stake` (a smaller total with a
    consequence of its own: an evasion, a Stranger kept friendly), or, when `kept` says why,
    any success short of `need` counts (kept as accumulated, one more damage). A hero's
    standing preference narrows this to completing the Test, or to never (`Preferences.fate`)."""
    if need is None:
        return 0
    able = [h for h in members if not h.fate_used_today and (h.fate > 0 or h.rumours) and h.prefs.fate != "never"]
    marks: dict[int, Words | None] = {need: None}
    if stake is not None and stake[0] < need:
        marks[stake[0]] = stake[1]
    added = 0
    for i, hero in enumerate(able):
        now = successes + added
        if now >= need:
            break
        reachable = [m for m in sorted(marks) if now < m <= now + len(able) - i]
        if reachable:
            why = marks[reachable[0]]
        elif kept is not None and hero.prefs.fate == "ask":
            why = kept
        else:
            continue
        options = [Option(id="no", label=words(msgid("prompt-no")))]
        if hero.fate > 0:
            options.append(Option(id="fate", label=words(msgid("prompt-fate-marker")),
                                  detail=words(msgid("prompt-fate-left"), count=hero.fate)))
        options += [board.card_option(c, id=f"rumour:{c}", zone="rumour",
                                      label=words(msgid("prompt-discard-card"), card=CardArg(card=c)))
                    for c in hero.rumours]
        rolled = " ".join(str(d) for d in shown)
        text = (words(msgid("prompt-fate-because"), dice=rolled, count=now, need=need, why=why)
                if why else words(msgid("prompt-fate"), dice=rolled, count=now, need=need))
        choice = ctx.ask(hero, "fate", text, options)
        if choice == "no":
            continue
        hero.fate_used_today = True
        if choice == "fate":
            heroes.change_fate(ctx, hero, -1, "fate")
        else:
            heroes.discard_rumour(ctx, hero, choice.split(":", 1)[1], "fate")
        added += 1
    return added


def hero_test(
    ctx: Ctx,
    hero: HeroState,
    attribute: Attribute,
    sit: Situation,
    *,
    target: int | None,
    need: int | None,
    purpose: str,
    accumulated: int = 0,
    team: list[HeroState] | None = None,
    surprise: bool = False,
    stake: tuple[int, Words] | None = None,
    kept: Words | None = None,
) -> TestResult:
    """The five steps of R-TEST-2..6 for a hero. `target` is shown to players; `need` is how
    many successes from this roll would complete the test (None: nothing to gain); `stake`
    is a smaller number that changes the outcome too, and `kept` says why every success
    short of `need` counts, each with the reason shown when Fate is offered."""
    team = team or [hero]
    sit.attribute = attribute
    value, used = abilities.test_value(ctx, hero, attribute, sit)
    pool = value + abilities.extra_dice(ctx, hero, sit) + (1 if surprise else 0)
    modifiers: list[str] = []
    if used != attribute:
        modifiers.append(f"{used} for {attribute}")
    others = len(team) - 1
    if others and (not sit.in_combat or ctx.options.team_bonus_in_battle == "active_hero"):
        pool += others  # R-GIFT-TEAM-6: +1 die per other hero in the team
        modifiers.append(f"team +{others}")
    pool += _boost(ctx, hero, sit)
    dice = roll(ctx, pool)
    final = list(dice)
    counter = _Count(faces=success_faces(ctx), doubled=set())
    modifiers += _step_three(ctx, hero, team, sit, final, counter, need)
    successes = counter.of(final)
    fate = _fate(ctx, team, successes, need, final, stake, kept)
    total = successes + fate
    passed = None if target is None else total + accumulated >= target
    ctx.emit(Roll(tester=hero.id, attribute=attribute, dice=dice, final=final, successes=total, fate=fate,
                  added=counter.extra,
                  accumulated=accumulated, target=target, passed=passed, purpose=purpose, modifiers=modifiers))
    return TestResult(dice=dice, final=final, successes=total, fate=fate)

