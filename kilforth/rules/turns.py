"""The Day phase (R-DAY, R-TURN, R-CAMP): Break Camp, turns from the First Hero clockwise,
start- and end-of-turn engagements, Make Camp, and the hand-over to the Night phase."""

from kilforth.events import Camped, DayStarted, TurnStarted
from kilforth.rules import abilities
from kilforth.rules.context import Ctx
from kilforth.state import HeroState, TurnState

LAST_DAY = 25


def turn_order(ctx: Ctx) -> list[HeroState]:
    """R-DAY-2: from the First Hero, clockwise (the seating order)."""
    seats = [h for h in ctx.state.heroes if h.in_play]
    if not seats:
        return []
    first = next((i for i, h in enumerate(seats) if h.id == ctx.state.first_hero), 0)
    return seats[first:] + seats[:first]


def active_hero(ctx: Ctx) -> HeroState | None:
    turn = ctx.state.turn
    return ctx.state.hero(turn.hero) if turn else None


def start_day(ctx: Ctx) -> None:
    """R-DAY-1: every hero's AP becomes their HP, then Break Camp abilities apply."""
    state = ctx.state
    state.phase = "day"
    state.first_to_camp = None
    ctx.emit(DayStarted(day=state.day, first_hero=state.first_hero))
    for hero in turn_order(ctx):
        hero.camped = False
        hero.ap = hero.hp
        hero.ap_gained_today = 0
        hero.bonus_ap = {}
        hero.fate_used_today = False
        hero.chapter_done_today = False
        hero.feat_done_today = False
        hero.locked_today = {}
        hero.grants = []
        abilities.reset_uses(hero, "day")
        abilities.fire(ctx, hero, "break_camp")
    begin_next_turn(ctx, None)


def make_camp(ctx: Ctx, hero: HeroState, *, forced: bool = False) -> None:
    """R-CAMP-1/2: lose all AP and accumulated successes; the first to camp takes the First
    Hero token for the next Day (AMB-11: forced camps count unless the option says not)."""
    hero.ap = 0
    hero.bonus_ap = {}
    hero.successes = {}
    hero.finale_successes = 0
    hero.camped = True
    first = ctx.state.first_to_camp is None and (not forced or ctx.options.forced_camp_takes_first_hero)
    if first:
        ctx.state.first_to_camp = hero.id
    ctx.emit(Camped(hero=hero.id, first=first, forced=forced))
    abilities.fire(ctx, hero, "make_camp")


def has_ap_source(ctx: Ctx, hero: HeroState) -> bool:
    """Whether a hero at 0 AP could still get AP on their turn (a Loot token or ability)."""
    if any(hero.bonus_ap.values()):
        return True
    for timing in ("gift", "activated"):
        for _, ability in abilities.ready_abilities(ctx, hero, timing, abilities.Situation()):
            if any(e.kind == "gain_ap" for e in ability.effects):
                return True
    return False


def begin_next_turn(ctx: Ctx, after: HeroState | None) -> None:
    """Hand the turn to the next hero who has not camped, clockwise after `after` (R-DAY-2/3);
    when everybody has camped, the Night phase begins (R-DAY-4), or the game ends after the
    last Day (R-WIN-1)."""
    from kilforth.rules.engagement import engage_all, engagement_window

    while True:
        ctx.state.team = []
        order = turn_order(ctx)
        seats = [h.id for h in order]
        if after is not None and after.id in seats:
            i = seats.index(after.id)
            order = order[i + 1:] + order[: i + 1]
        nxt = next((h for h in order if not h.camped), None)
        if nxt is None:
            ctx.state.turn = None
            end_day(ctx)
            return
        ctx.state.turn = TurnState(hero=nxt.id)
        ctx.emit(TurnStarted(hero=nxt.id, ap=nxt.ap))
        engagement_window(ctx, nxt)
        engage_all(ctx, nxt, origin=None)  # R-TURN-1
        if not nxt.camped and nxt.ap == 0 and not has_ap_source(ctx, nxt) \
                and (nxt.prefs.camp_without_ap or not ctx.gift_possible(nxt)):
            # R-TURN-5: no AP, so the hero must camp; but a Gift costs no AP (G-8) and may be
            # made at any moment of the turn (R-TURN-4), so the turn is theirs while one is
            # possible, unless their standing preference is to camp at once. It is their
            # ordinary camp of Step 2, not the forced one of a defeat or a flight (AMB-11).
            make_camp(ctx, nxt)
        if not nxt.camped:
            return
        after = nxt


def finish_turn(ctx: Ctx, hero: HeroState) -> None:
    """R-TURN-3: after the Action, engage every enemy in the Region, then the turn ends
    (R-GIFT-TEAM-9: any team dissolves with it)."""
    from kilforth.rules.engagement import engage_all

    if not hero.camped and ctx.state.result is None:
        engage_all(ctx, hero, origin=None)
    if ctx.state.result is None:
        begin_next_turn(ctx, hero)


def end_day(ctx: Ctx) -> None:
    """R-FLOW-1, R-WIN-1: the Night follows every Day but the 25th, after which the game ends."""
    from kilforth.rules.night import run_night
    from kilforth.rules.scoring import end_game

    if ctx.state.result is not None:
        return
    if ctx.state.day >= LAST_DAY:
        end_game(ctx, "time")
        return
    run_night(ctx)
    if ctx.state.result is None:
        ctx.state.day += 1
        start_day(ctx)


def camp_hero(ctx: Ctx, hero: HeroState) -> None:
    """The Make Camp choice of R-TURN-2 (b)."""
    make_camp(ctx, hero)
    begin_next_turn(ctx, hero)
