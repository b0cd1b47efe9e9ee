"""Plain-text rendering of a game for people: the Map, hero sheets, prompts and one line
per event. The console prints it; the Discord layer puts it in embeds. No discord here."""

from kilforth.content.pack import Pack
from kilforth.events import Event
from kilforth.render import abilities, cards, heroes, results
from kilforth.render.say import ENGLISH, Say, yes
from kilforth.rules import board
from kilforth.state import GameState, HeroState

CELL = 14


def hero_name(state: GameState, hero_id: str) -> str:
    try:
        return state.hero(hero_id).name
    except KeyError:
        return hero_id


def name(pack: Pack, card: str) -> str:
    return board.card_name(pack, card)


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

def _cell(state: GameState, pack: Pack, region: str, say: Say) -> list[str]:
    info = pack.regions[region]
    rs = state.regions[region]
    title = say.card(pack, region)[: CELL - 1]
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
    return [title, mark, third]


def shortcut_number(pack: Pack, symbol: str) -> int:
    """The number the Map (text and picture) marks a Shortcut's Regions with, the same on
    each end: one per symbol, in the order the pack lists its Regions (the symbol is an id,
    English in every language)."""
    symbols = list(dict.fromkeys(r.shortcut for r in pack.regions.values() if r.shortcut))
    return symbols.index(symbol) + 1


def map_text(state: GameState, pack: Pack, say: Say = ENGLISH) -> str:
    """The 5×5 Map: name, terrain (☾ in Gloom, ⇄ shortcut), heroes (@1 2), Encounters (E),
    Obstacles (O), Plots (P) and an Ancient (A!)."""
    rule = "+" + "+".join("-" * CELL for _ in range(board.SIZE)) + "+"
    lines = [rule]
    for row in range(board.SIZE):
        cells = [_cell(state, pack, state.grid[row * board.SIZE + col], say)
                 for col in range(board.SIZE)]
        for i in range(3):
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


def event_line(state: GameState, pack: Pack, e: Event, say: Say = ENGLISH) -> str | None:
    """One line a player reads for an event, or None for events shown elsewhere (a test:
    `rolls.roll_line`, as on Discord)."""
    def h(hero_id: str) -> str:
        return hero_name(state, hero_id)

    def c(card: str) -> str:
        return say.card(pack, card)

    match e.kind:
        case "game_started":
            return say("event-game-started", mode=e.mode, heroes=_names(state, e.heroes),
                       first=h(e.first_hero))
        case "day_started":
            return say("event-day-started", day=e.day, first=h(e.first_hero))
        case "turn_started":
            return say("event-turn-started", hero=h(e.hero), ap=e.ap)
        case "camped":
            return say("event-camped", hero=h(e.hero), first=yes(e.first))
        case "moved" if e.how == "flee":
            return None  # the Fled event just before it says where the hero fled
        case "moved":
            return say("event-moved", hero=h(e.hero), how=e.how, origin=c(e.origin),
                       destination=c(e.destination))
        case "encounter_placed":
            return say("event-encounter-placed", card=c(e.card), region=c(e.region))
        case "card_discarded":
            if e.reason == "not_bought":  # R-ACT-TRADE-4: offered, not bought, discarded
                return say("event-not-bought", card=c(e.card), gold=board.gold_value(pack, e.card))
            if e.reason in ("event", "rumour_step"):
                return None
            reason = reason_text(pack, e.reason, say)
            if e.hero:
                return say("event-discarded", hero=h(e.hero), card=c(e.card), reason=reason)
            return say("event-discarded-alone", card=c(e.card), reason=reason)
        case "card_gained":
            doing = _doing(pack, e.card, say) if e.zone == "loot" else say("event-doing-nothing")
            return say("event-gained", hero=h(e.hero), card=c(e.card), zone=e.zone, doing=doing)
        case "engaged":
            team = say("event-engaged-team", team=_names(state, e.team)) if e.team else ""
            return say("event-engaged", hero=h(e.hero), foe=c(e.foe), team=team,
                       surprise=e.surprise or "none")
        case "evaded":
            return say("event-evaded", hero=h(e.hero), foe=c(e.foe), automatic=yes(e.automatic))
        case "battle_round":
            return say("event-battle-round", round=e.round, hero=h(e.hero), dealt=e.dealt,
                       taken=e.taken, foe=c(e.foe), foe_hp=e.foe_hp, hero_hp=e.hero_hp)
        case "fled":
            return say("event-fled", hero=h(e.hero), foe=c(e.foe), destination=c(e.destination))
        case "hero_defeated":
            if e.removed:
                return say("event-hero-removed", hero=h(e.hero), foe=c(e.by or ""))
            if e.spared:
                return say("event-hero-felled", hero=h(e.hero))
            lost = say("event-hero-defeated-card", card=c(e.card_lost)) if e.card_lost else ""
            return say("event-hero-defeated", hero=h(e.hero), gold=e.gold_lost, card=lost)
        case "encounter_defeated":
            return say("event-encounter-defeated", hero=h(e.hero), card=c(e.card), how=e.how)
        case "became_hostile":
            return say("event-became-hostile", card=c(e.card), hero=h(e.hero),
                       chosen=yes(e.chosen))
        case "changed":
            sign = "+" if e.delta > 0 else ""
            return say("event-changed", hero=h(e.hero), delta=f"{sign}{e.delta}", what=e.what,
                       value=e.value, reason=reason_text(pack, e.reason, say))
        case "hidden_changed":
            return say("event-hidden", hero=h(e.hero), hidden=yes(e.hidden))
        case "obstacle_changed":
            return say("event-obstacle", added=yes(e.delta > 0), region=c(e.region),
                       reason="none" if e.reason is None else reason_text(pack, e.reason, say))
        case "ability_used":
            return say("event-ability-used", hero=h(e.hero), card=c(e.card),
                       doing=_ability_words(pack, e.card, e.ability, say))
        case "chapter_completed":
            return say("event-chapter-completed", hero=h(e.hero), chapter=e.chapter,
                       free=yes(e.free))
        case "saga_completed":
            return say("event-saga-completed", hero=h(e.hero), saga=c(e.saga))
        case "ancient_entered":
            return say("event-ancient-entered", ancient=c(e.ancient), region=c(e.region),
                       doing=_doing(pack, e.ancient, say))
        case "plot_placed":
            return say("event-plot-placed", plot=c(e.plot), region=c(e.region),
                       doing=_doing(pack, e.plot, say))
        case "ancient_defeated":
            return say("event-ancient-defeated", hero=h(e.hero), ancient=c(e.ancient))
        case "team_changed":
            if not e.members:
                return say("event-team-broken")
            return say("event-team-formed", heroes=_names(state, e.members))
        case "exchanged":
            return say("event-exchanged", hero=h(e.hero), other=h(e.other))
        case "declined":
            return say("event-declined", hero=h(e.hero), asker=h(e.asked_by), offer=e.offer)
        case "ancient_assaulted":
            return say("event-ancient-assaulted", hero=h(e.hero), ancient=c(e.ancient), hp=e.hp,
                       plots=len(e.plots))
        case "ancient_healed":
            return say("event-ancient-healed", ancient=c(e.ancient), amount=e.amount,
                       card=c(e.card), hp=e.hp)
        case "night_started":
            return say("event-night-started", day=e.day)
        case "region_gloomed":
            night = pack.night.get(e.card)
            event = _doing(pack, e.card, say) if night is not None and night.type == "event" \
                else say("event-doing-nothing")
            return say("event-region-gloomed", region=c(e.region), card=c(e.card), doing=event)
        case "weather_changed":
            return say("event-weather-changed", card=c(e.card), doing=_doing(pack, e.card, say))
        case "event_resolved":
            passed = "none" if e.passed is None else yes(e.passed)
            return say("event-resolved", card=c(e.card), passed=passed)
        case "dawn":
            return say("event-dawn", first=h(e.first_hero))
        case "game_over":
            r = e.result
            return say("event-game-over", days=r.days, outcome=results.outcome_text(r, say),
                       winners=_names(state, r.winners) or say("event-nobody"),
                       reason=results.reason_text(r, state, pack, say))
        case _:
            return None


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
