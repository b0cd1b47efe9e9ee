"""Plain-text rendering of a game for people: the Map, hero sheets, prompts and one line
per event. The console prints it; the Discord layer puts it in embeds. No discord here."""

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kilforth import events as ev
from kilforth.content.pack import Pack
from kilforth.events import Event, Roll
from kilforth.render import abilities, cards, heroes, results
from kilforth.render.say import ENGLISH, Say, yes
from kilforth.rules import board
from kilforth.state import GameState, HeroState

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
        return say.card(pack, card)
    if kind.startswith("chapter_"):
        return say("event-reason", kind="chapter", chapter=int(kind.removeprefix("chapter_")))
    return say("event-reason", kind=kind)


def _doing(pack: Pack, card: str, say: Say) -> str:
    """': what it does', said when a card comes into play; '.' for a card that does nothing."""
    does = cards.what_it_does(pack, card, say)
    return say("event-doing", does=does) if does else say("event-doing-nothing")


def _ability_words(pack: Pack, card: str, ability_id: str, say: Say) -> str:
    found = next((a for a in cards.abilities_of(pack, card) if a.id == ability_id), None)
    if found is None:
        return say("event-doing-nothing")
    return say("event-doing", does=abilities.ability_text(found, lang=say.lang))


# ------------------------------------------------------------------ the Map

def wrapped(name: str, width: int) -> list[str]:
    """`name` on lines of at most `width` characters, broken at spaces and after hyphens;
    a word longer than `width` keeps a line of its own."""
    lines = [""]
    for word in name.split():
        for i, piece in enumerate(p for p in re.split(r"(?<=-)", word) if p):
            joiner = " " if i == 0 and lines[-1] else ""
            if lines[-1] and len(lines[-1]) + len(joiner) + len(piece) > width:
                lines.append(piece)
            else:
                lines[-1] += joiner + piece
    return lines


def _cell(state: GameState, pack: Pack, region: str, say: Say) -> list[str]:
    """A Region's lines on the Map: its whole name, wrapped at spaces and hyphens ("Clairière
    / d'Écorce- / d'Argent"), its marks, and who and what is there."""
    info = pack.regions[region]
    rs = state.regions[region]
    title = wrapped(say.card(pack, region), CELL)
    mark = (say("board-terrain-mark", terrain=info.terrain or "city") + ("☾" if rs.gloom else "")
            + (f"⇄{shortcut_number(pack, info.shortcut)}" if info.shortcut else ""))
    heroes = "".join(h.id[1:] for h in state.heroes if h.in_play and h.region == region)
    things = []
    if rs.encounters:
        things.append(say("board-encounters-mark", count=len(rs.encounters)))
    if rs.obstacles:
        things.append(say("board-obstacles-mark", count=rs.obstacles))
    if rs.plots:
        things.append(say("board-plots-mark", count=len(rs.plots)))
    if board.ancients_in(state, pack, region):
        things.append(say("board-ancient-mark"))
    third = (f"@{heroes} " if heroes else "") + " ".join(things)
    return [*title, mark, third]


def shortcut_number(pack: Pack, symbol: str) -> int:
    """The number the Map (text and picture) marks a Shortcut's Regions with, the same on
    each end: one per symbol, in the order the pack lists its Regions (the symbol is an id,
    English in every language)."""
    symbols = list(dict.fromkeys(r.shortcut for r in pack.regions.values() if r.shortcut))
    return symbols.index(symbol) + 1


def map_text(state: GameState, pack: Pack, say: Say = ENGLISH) -> str:
    """The 5×5 Map, 76 columns wide: name, terrain (☾ in Gloom, ⇄ shortcut), heroes (@1 2),
    Encounters (E), Obstacles (O), Plots (P) and an Ancient (A!). A row is as tall as its
    longest name needs: no name is cut."""
    rule = "+" + "+".join("-" * CELL for _ in range(board.SIZE)) + "+"
    lines = [rule]
    for row in range(board.SIZE):
        cells = [_cell(state, pack, state.grid[row * board.SIZE + col], say)
                 for col in range(board.SIZE)]
        height = max(len(c) for c in cells)
        # The names are padded, so that each row's marks and contents line up below them.
        cells = [c[:-2] + [""] * (height - len(c)) + c[-2:] for c in cells]
        for i in range(height):
            lines.append("|" + "|".join(c[i][:CELL].ljust(CELL) for c in cells) + "|")
        lines.append(rule)
    lines.append(say("board-legend"))
    return "\n".join(lines)


def region_text(state: GameState, pack: Pack, region: str, say: Say = ENGLISH) -> str:
    rs = state.regions[region]
    info = pack.regions[region]
    parts = [say("board-region", region=say.card(pack, region), terrain=info.terrain or "city",
                 gloom=yes(rs.gloom))]
    heroes = [h.name for h in state.heroes if h.in_play and h.region == region]
    if heroes:
        parts.append(say("board-heroes-here", heroes=", ".join(heroes)))
    if info.shortcut:
        links = ", ".join(say.card(pack, r) for r in board.shortcuts(pack, region))
        parts.append(say("board-shortcut", regions=links))
    for card in rs.encounters:
        parts.append("  " + encounter_text(state, pack, card, say))
    if rs.obstacles:
        parts.append(say("board-obstacles", count=rs.obstacles))
    for plot in rs.plots:
        parts.append(say("board-plot", plot=say.card(pack, plot)))
    for ancient in board.ancients_in(state, pack, region):
        parts.append(say("board-ancient", ancient=say.card(pack, ancient.id), hp=ancient.hp,
                         count=len(ancient.plots), plots=", ".join(say.card(pack, p) for p in ancient.plots)))
    return "\n".join(parts)


def encounter_text(state: GameState, pack: Pack, card: str, say: Say = ENGLISH) -> str:
    face = board.face_of(pack, card)
    values = ", ".join(f"{say('attribute', word=k)} {v}" for k, v in face.values.items())
    skull = ", ".join(f"{say('attribute', word=k)} {v}☠" for k, v in face.skull_values.items())
    hostile = state.hostile.get(card, [])
    return say(
        "board-encounter", card=say.card(pack, card), values=values, gold=face.gold,
        kind=say("board-encounter-kind", type=say("card-type", word=face.type),
                 subtype=say("card-type", word=face.subtype)),
        skull=say("board-skull", values=skull) if skull else "",
        health=say("board-health", health=face.health) if face.health else "",
        weakness=say("board-weakness", keywords=", ".join(say.keyword(w) for w in face.weakness))
        if face.weakness else "",
        hostile=say("board-hostile", heroes=_names(state, hostile)) if hostile else "",
    )


# ------------------------------------------------------------------ heroes

def hero_sheet(
    state: GameState, pack: Pack, hero: HeroState, *, show_hand: bool = True,
    say: Say = ENGLISH,
) -> str:
    """The hero sheet as console lines (`kilforth.render.heroes`)."""
    return heroes.hero_text(heroes.hero_sheet(state, pack, hero, show_hand=show_hand, say=say), say)


def turn_banner(state: GameState, pack: Pack, say: Say = ENGLISH) -> str:
    if state.result is not None:
        return say("board-over", outcome=results.outcome_text(state.result, say))
    if state.pending is not None:
        return say("board-waiting", hero=hero_name(state, state.pending.prompt.hero))
    if state.turn is None:
        return say("board-day", day=state.day)
    hero = state.hero(state.turn.hero)
    return say("board-turn", day=state.day, hero=hero.name, ap=hero.ap,
               region=say.card(pack, hero.region))


# ------------------------------------------------------------------ events

def _names(state: GameState, heroes: list[str]) -> str:
    return ", ".join(hero_name(state, h) for h in heroes)


def tester_name(state: GameState, pack: Pack, tester: str, say: Say = ENGLISH) -> str:
    """Who tests: a hero (by id, h1…) or an Encounter or Foe (by card id)."""
    return hero_name(state, tester) if tester.startswith("h") and tester[1:].isdigit() \
        else say.card(pack, tester)


def _roll_line(state: GameState, pack: Pack, e: Roll, say: Say) -> str:
    shown = faces(e.final)
    if e.dice != e.final:
        shown = say("event-roll-rolled", final=shown, dice=faces(e.dice))
    return say(
        "event-roll", who=tester_name(state, pack, e.tester, say),
        attribute=say("attribute-next", word=e.attribute),
        shown=shown or say("event-roll-no-dice"), successes=e.successes, fate=e.fate,
        held=e.accumulated, total=e.successes + e.accumulated,
        target="" if e.target is None else say("event-roll-target", target=e.target),
        verdict="none" if e.passed is None else ("passed" if e.passed else "failed"),
    )


@dataclass(frozen=True)
class _Line:
    """What every event line is written with: the game, its pack and the reader's language."""

    state: GameState
    pack: Pack
    say: Say

    def h(self, hero_id: str) -> str:
        return hero_name(self.state, hero_id)

    def c(self, card: str) -> str:
        return self.say.card(self.pack, card)

    def doing(self, card: str) -> str:
        return _doing(self.pack, card, self.say)

    def reason(self, reason: str) -> str:
        return reason_text(self.pack, reason, self.say)


def _game_started(w: _Line, e: ev.GameStarted) -> str:
    return w.say("event-game-started", mode=e.mode, heroes=_names(w.state, e.heroes),
                 first=w.h(e.first_hero))


def _day_started(w: _Line, e: ev.DayStarted) -> str:
    return w.say("event-day-started", day=e.day, first=w.h(e.first_hero))


def _turn_started(w: _Line, e: ev.TurnStarted) -> str:
    return w.say("event-turn-started", hero=w.h(e.hero), ap=e.ap)


def _camped(w: _Line, e: ev.Camped) -> str:
    return w.say("event-camped", hero=w.h(e.hero), first=yes(e.first))


def _moved(w: _Line, e: ev.Moved) -> str | None:
    if e.how == "flee":
        return None  # the Fled event just before it says where the hero fled
    return w.say("event-moved", hero=w.h(e.hero), how=e.how, origin=w.c(e.origin),
                 destination=w.c(e.destination))


def _encounter_placed(w: _Line, e: ev.EncounterPlaced) -> str:
    return w.say("event-encounter-placed", card=w.c(e.card), region=w.c(e.region))


def _card_discarded(w: _Line, e: ev.CardDiscarded) -> str | None:
    if e.reason == "not_bought":  # R-ACT-TRADE-4: offered, not bought, discarded
        return w.say("event-not-bought", card=w.c(e.card), gold=board.gold_value(w.pack, e.card))
    if e.reason in ("event", "rumour_step"):
        return None
    if e.hero:
        return w.say("event-discarded", hero=w.h(e.hero), card=w.c(e.card),
                     reason=w.reason(e.reason))
    return w.say("event-discarded-alone", card=w.c(e.card), reason=w.reason(e.reason))


def _card_gained(w: _Line, e: ev.CardGained) -> str:
    doing = w.doing(e.card) if e.zone == "loot" else w.say("event-doing-nothing")
    return w.say("event-gained", hero=w.h(e.hero), card=w.c(e.card), zone=e.zone, doing=doing)


def _roll(w: _Line, e: Roll) -> str:
    return _roll_line(w.state, w.pack, e, w.say)


def _engaged(w: _Line, e: ev.Engaged) -> str:
    team = w.say("event-engaged-team", team=_names(w.state, e.team)) if e.team else ""
    return w.say("event-engaged", hero=w.h(e.hero), foe=w.c(e.foe), team=team,
                 surprise=e.surprise or "none")


def _evaded(w: _Line, e: ev.Evaded) -> str:
    return w.say("event-evaded", hero=w.h(e.hero), foe=w.c(e.foe), automatic=yes(e.automatic))


def _battle_round(w: _Line, e: ev.BattleRound) -> str:
    return w.say("event-battle-round", round=e.round, hero=w.h(e.hero), dealt=e.dealt,
                 taken=e.taken, foe=w.c(e.foe), foe_hp=e.foe_hp, hero_hp=e.hero_hp)


def _fled(w: _Line, e: ev.Fled) -> str:
    return w.say("event-fled", hero=w.h(e.hero), foe=w.c(e.foe), destination=w.c(e.destination))


def _hero_defeated(w: _Line, e: ev.HeroDefeated) -> str:
    if e.removed:
        return w.say("event-hero-removed", hero=w.h(e.hero), foe=w.c(e.by or ""))
    if e.spared:
        return w.say("event-hero-felled", hero=w.h(e.hero))
    lost = w.say("event-hero-defeated-card", card=w.c(e.card_lost)) if e.card_lost else ""
    return w.say("event-hero-defeated", hero=w.h(e.hero), gold=e.gold_lost, card=lost)


def _encounter_defeated(w: _Line, e: ev.EncounterDefeated) -> str:
    return w.say("event-encounter-defeated", hero=w.h(e.hero), card=w.c(e.card), how=e.how)


def _became_hostile(w: _Line, e: ev.BecameHostile) -> str:
    return w.say("event-became-hostile", card=w.c(e.card), hero=w.h(e.hero),
                 chosen=yes(e.chosen))


def _changed(w: _Line, e: ev.Changed) -> str:
    gained = "yes" if e.delta > 0 else "no" if e.delta < 0 else "none"
    return w.say("event-changed", hero=w.h(e.hero), gained=gained, amount=abs(e.delta),
                 what=e.what, value=e.value, reason=w.reason(e.reason))


def _hidden_changed(w: _Line, e: ev.HiddenChanged) -> str:
    return w.say("event-hidden", hero=w.h(e.hero), hidden=yes(e.hidden))


def _obstacle_changed(w: _Line, e: ev.ObstacleChanged) -> str:
    return w.say("event-obstacle", added=yes(e.delta > 0), region=w.c(e.region),
                 reason="none" if e.reason is None else w.reason(e.reason))


def _ability_used(w: _Line, e: ev.AbilityUsed) -> str:
    return w.say("event-ability-used", hero=w.h(e.hero), card=w.c(e.card),
                 doing=_ability_words(w.pack, e.card, e.ability, w.say))


def _chapter_completed(w: _Line, e: ev.ChapterCompleted) -> str:
    return w.say("event-chapter-completed", hero=w.h(e.hero), chapter=e.chapter,
                 free=yes(e.free))


def _saga_completed(w: _Line, e: ev.SagaCompleted) -> str:
    return w.say("event-saga-completed", hero=w.h(e.hero), saga=w.c(e.saga))


def _ancient_entered(w: _Line, e: ev.AncientEntered) -> str:
    return w.say("event-ancient-entered", ancient=w.c(e.ancient), region=w.c(e.region),
                 doing=w.doing(e.ancient))


def _plot_placed(w: _Line, e: ev.PlotPlaced) -> str:
    return w.say("event-plot-placed", plot=w.c(e.plot), region=w.c(e.region),
                 doing=w.doing(e.plot))


def _ancient_defeated(w: _Line, e: ev.AncientDefeated) -> str:
    return w.say("event-ancient-defeated", hero=w.h(e.hero), ancient=w.c(e.ancient))


def _team_changed(w: _Line, e: ev.TeamChanged) -> str:
    if not e.members:
        return w.say("event-team-broken")
    return w.say("event-team-formed", heroes=_names(w.state, e.members))


def _exchanged(w: _Line, e: ev.Exchanged) -> str:
    return w.say("event-exchanged", hero=w.h(e.hero), other=w.h(e.other))


def _declined(w: _Line, e: ev.Declined) -> str:
    return w.say("event-declined", hero=w.h(e.hero), asker=w.h(e.asked_by), offer=e.offer)


def _ancient_assaulted(w: _Line, e: ev.AncientAssaulted) -> str:
    return w.say("event-ancient-assaulted", hero=w.h(e.hero), ancient=w.c(e.ancient), hp=e.hp,
                 plots=len(e.plots))


def _ancient_healed(w: _Line, e: ev.AncientHealed) -> str:
    return w.say("event-ancient-healed", ancient=w.c(e.ancient), amount=e.amount,
                 card=w.say.name(e.card, w.pack.capability_names.get(e.card, e.card)),
                 hp=e.hp)


def _night_started(w: _Line, e: ev.NightStarted) -> str:
    return w.say("event-night-started", day=e.day)


def _region_gloomed(w: _Line, e: ev.RegionGloomed) -> str:
    night = w.pack.night.get(e.card)
    event = w.doing(e.card) if night is not None and night.type == "event" \
        else w.say("event-doing-nothing")
    return w.say("event-region-gloomed", region=w.c(e.region), card=w.c(e.card), doing=event)


def _weather_changed(w: _Line, e: ev.WeatherChanged) -> str:
    return w.say("event-weather-changed", card=w.c(e.card), doing=w.doing(e.card))


def _event_resolved(w: _Line, e: ev.EventResolved) -> str:
    passed = "none" if e.passed is None else yes(e.passed)
    return w.say("event-resolved", card=w.c(e.card), passed=passed)


def _dawn(w: _Line, e: ev.Dawn) -> str:
    return w.say("event-dawn", first=w.h(e.first_hero))


def _game_over(w: _Line, e: ev.GameOver) -> str:
    r = e.result
    return w.say("event-game-over", days=r.days, outcome=results.outcome_text(r, w.say),
                 winners=_names(w.state, r.winners) or w.say("event-nobody"),
                 reason=results.reason_text(r, w.state, w.pack, w.say))


# One renderer per event kind; a kind without one (a peek, a prompt) is shown elsewhere.
_LINES: dict[type[ev.Ev], Callable[[_Line, Any], str | None]] = {
    ev.GameStarted: _game_started, ev.DayStarted: _day_started,
    ev.TurnStarted: _turn_started, ev.Camped: _camped, ev.Moved: _moved,
    ev.EncounterPlaced: _encounter_placed, ev.CardDiscarded: _card_discarded,
    ev.CardGained: _card_gained, Roll: _roll, ev.Engaged: _engaged, ev.Evaded: _evaded,
    ev.BattleRound: _battle_round, ev.Fled: _fled, ev.HeroDefeated: _hero_defeated,
    ev.EncounterDefeated: _encounter_defeated, ev.BecameHostile: _became_hostile,
    ev.Changed: _changed, ev.HiddenChanged: _hidden_changed,
    ev.ObstacleChanged: _obstacle_changed, ev.AbilityUsed: _ability_used,
    ev.ChapterCompleted: _chapter_completed, ev.SagaCompleted: _saga_completed,
    ev.AncientEntered: _ancient_entered, ev.PlotPlaced: _plot_placed,
    ev.AncientDefeated: _ancient_defeated, ev.TeamChanged: _team_changed,
    ev.Exchanged: _exchanged, ev.Declined: _declined,
    ev.AncientAssaulted: _ancient_assaulted, ev.AncientHealed: _ancient_healed,
    ev.NightStarted: _night_started, ev.RegionGloomed: _region_gloomed,
    ev.WeatherChanged: _weather_changed, ev.EventResolved: _event_resolved, ev.Dawn: _dawn,
    ev.GameOver: _game_over,
}


def event_line(state: GameState, pack: Pack, e: Event, say: Say = ENGLISH) -> str | None:
    """One line a player reads for an event, or None for events shown elsewhere."""
    line = _LINES.get(type(e))
    return None if line is None else line(_Line(state, pack, say), e)


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
        return event_line(state, pack, e, say)
    if e.kind == "peeked":
        return say("event-peeked-public", hero=hero_name(state, e.hero), terrain=_deck(e.deck, say))
    if e.kind == "card_gained":
        return say("event-rumour-gained", hero=hero_name(state, e.hero))
    return None


def _deck(deck: str, say: Say) -> str:
    """The terrain of an Encounter deck ('encounter:plains'), the only decks a hero peeks at."""
    return say("terrain", word=deck.partition(":")[2])


def secret_line(state: GameState, pack: Pack, e: Event, say: Say = ENGLISH) -> str | None:
    """The full line of a secret event, for its owner's eyes only."""
    if e.kind == "peeked":
        hero, terrain = hero_name(state, e.hero), _deck(e.deck, say)
        if e.card is None:
            return say("event-peeked-empty", hero=hero, terrain=terrain)
        return say("event-peeked", hero=hero, card=say.card(pack, e.card), terrain=terrain)
    return event_line(state, pack, e, say)


def status_line(pack: Pack, hero: HeroState, say: Say = ENGLISH) -> str:
    """A hero's counters and Region on one line."""
    return say("board-status", hp=hero.hp, max_hp=hero.max_hp, ap=hero.ap, fate=hero.fate,
               gold=hero.gold, region=say.card(pack, hero.region), hidden=yes(hero.hidden))


def hero_status(state: GameState, pack: Pack, hero: HeroState, say: Say = ENGLISH) -> str:
    """A hero's counters and next Feat, for a turn banner."""
    # The next Feat's cost is said on every turn, before a Feat pays it (issue 12).
    return f"{status_line(pack, hero, say)}\n{heroes.feat_line(state, pack, hero, say)}"
