"""Commands that are neither Actions nor Gifts: Make Camp (R-TURN-2 b), using a Hero
ability (R-ABIL-5), giving up Hidden (R-HID-3) and standing preferences."""

from kilforth.commands import Camp, SetPreferences, Unhide, Use
from kilforth.errors import RuleError
from kilforth.i18n import msgid
from kilforth.rules import abilities, heroes, turns
from kilforth.rules.context import Ctx
from kilforth.rules.registry import rule
from kilforth.state import HeroState, Preferences


def _no_check(ctx: Ctx, hero: HeroState, cmd: object) -> None:
    """Allowed whenever the engine's turn check lets the command through."""


@rule("camp", "free", _no_check)
def camp(ctx: Ctx, hero: HeroState, cmd: Camp) -> None:
    turns.camp_hero(ctx, hero)


def _check_use(ctx: Ctx, hero: HeroState, cmd: Use) -> None:
    abilities.find_ability(ctx, hero, cmd.card, cmd.ability, "activated")


@rule("use", "free", _check_use)
def use(ctx: Ctx, hero: HeroState, cmd: Use) -> None:
    src, ability = abilities.find_ability(ctx, hero, cmd.card, cmd.ability, "activated")
    abilities.use_ability(ctx, hero, src, ability)


def _check_unhide(ctx: Ctx, hero: HeroState, cmd: Unhide) -> None:
    if not hero.hidden:
        raise RuleError("not_hidden", rule="R-HID-3", key=msgid("refusal-not-hidden"))
    turn = ctx.state.turn
    if ctx.options.unhide_timing == "own_turn_only" and (turn is None or turn.hero != hero.id):
        raise RuleError("not_your_turn", rule="AMB-41", key=msgid("refusal-unhide-own-turn"))


@rule("unhide", "free", _check_unhide)
def unhide(ctx: Ctx, hero: HeroState, cmd: Unhide) -> None:
    heroes.set_hidden(ctx, hero, False)


@rule("preferences", "free", _no_check)
def preferences(ctx: Ctx, hero: HeroState, cmd: SetPreferences) -> None:
    changes = {k: v for k, v in cmd.model_dump(include=set(Preferences.model_fields)).items() if v is not None}
    hero.prefs = hero.prefs.model_copy(update=changes)
