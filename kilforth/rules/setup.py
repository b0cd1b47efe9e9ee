"""Setup (R-SETUP-1..17): the Map, decks, heroes, starting Rewards, Ancients, Plots and the
First Hero. Building the state is deterministic from the seed; the starting-Reward choices
are prompts resolved like any command (`resolve_setup`)."""

from collections.abc import Iterable

from kilforth.content.pack import Pack
from kilforth.content.vocabulary import REWARD_TYPES, TERRAINS, RewardType
from kilforth.errors import CardId, RuleError
from kilforth.events import CardGained, GameStarted
from kilforth.i18n import msgid
from kilforth.options import GameOptions
from kilforth.rng import RandomSource
from kilforth.rules import board, turns
from kilforth.rules.context import Ctx
from kilforth.state import AncientState, GameState, HeroSpec, HeroState, Option, RegionState, words

MAX_HEROES = 4
CENTRE = 12


def check_choices(pack: Pack, specs: list[HeroSpec]) -> None:
    """The heroes' cards exist and no card is taken twice (R-SETUP-2..4): checked as each
    player joins a lobby, and again at setup."""
    for s in specs:
        if s.race not in pack.races:
            raise RuleError("no_such_race", rule="R-SETUP-2", key=msgid("refusal-no-such-race"),
                            params={"race": s.race, "races": _listed(pack, pack.races)})
        if s.hero_class not in pack.classes:
            raise RuleError("no_such_class", rule="R-SETUP-3", key=msgid("refusal-no-such-class"),
                            params={"hero_class": s.hero_class, "classes": _listed(pack, pack.classes)})
        if s.saga is not None and s.saga not in pack.sagas:
            raise RuleError("no_such_saga", rule="R-SETUP-4", key=msgid("refusal-no-such-saga"),
                            params={"saga": s.saga, "sagas": _listed(pack, pack.sagas)})
    for attr in ("race", "hero_class", "saga"):
        chosen = [getattr(s, attr) for s in specs if getattr(s, attr) is not None]
        if len(chosen) != len(set(chosen)):
            taken = next(c for c in chosen if chosen.count(c) > 1)
            raise RuleError(f"duplicate_{attr}", rule="R-SETUP-2", key=msgid("refusal-card-taken"),
                            params={"kind": attr, "taken": taken, "card": board.card_ref(pack, taken)})


def _listed(pack: Pack, cards: Iterable[str]) -> tuple[CardId, ...]:
    return tuple(board.card_id_ref(pack, card) for card in cards)


def _check_specs(pack: Pack, options: GameOptions, specs: list[HeroSpec]) -> None:
    if not 1 <= len(specs) <= MAX_HEROES:
        raise RuleError("hero_count", rule="R-OVW-4", key=msgid("refusal-hero-count"),
                        params={"most": MAX_HEROES, "seated": len(specs)})
    if options.mode == "competitive" and len(specs) < 2:
        raise RuleError("hero_count", rule="R-OVW-3", key=msgid("refusal-competitive-alone"))
    if options.mode == "solo" and len({s.player for s in specs}) > 1:
        raise RuleError("solo_players", rule="R-OVW-3", key=msgid("refusal-solo-players"))
    check_choices(pack, specs)
    if len(pack.ancients) < (1 if options.mode == "competitive" else len(specs)):
        raise RuleError("not_enough_ancients", rule="R-SETUP-13", key=msgid("refusal-not-enough-ancients"))


def _assign_sagas(pack: Pack, options: GameOptions, specs: list[HeroSpec], rng: RandomSource) -> list[str]:
    """AMB-8: chosen by the player; unchosen Sagas follow the option (the Class's suggested
    Saga first, as R-SETUP-16 recommends, else one at random)."""
    taken = {s.saga for s in specs if s.saga and options.saga_assignment == "choose"}
    result = []
    for s in specs:
        if s.saga and options.saga_assignment == "choose":
            result.append(s.saga)
            continue
        free = [sid for sid in pack.sagas if sid not in taken]
        suggested = [sid for sid in free if pack.sagas[sid].suggested_class == s.hero_class]
        pick = suggested[0] if suggested and options.saga_assignment != "random" else rng.choice(free)
        taken.add(pick)
        result.append(pick)
    return result


def _first_hero(pack: Pack, options: GameOptions, hs: list[HeroState], rng: RandomSource) -> str:
    """R-SETUP-15, AMB-33: highest Sneak (Race and Class), ties at random."""
    def sneak(h: HeroState) -> int:
        return pack.races[h.race].attributes["sneak"] + pack.classes[h.hero_class].bonuses.get("sneak", 0)
    if options.first_hero == "random":
        return rng.choice(hs).id
    pick = max if options.first_hero == "highest_sneak" else min
    best = pick(sneak(h) for h in hs)
    return rng.choice([h for h in hs if sneak(h) == best]).id


def build_state(pack: Pack, options: GameOptions, specs: list[HeroSpec], seed: int) -> GameState:
    """Every deterministic part of setup, before any player choice."""
    _check_specs(pack, options, specs)
    rng = RandomSource.from_seed(seed)
    # R-SETUP-1: the City in the centre, the 24 other Regions shuffled around it.
    others = [r for r in pack.regions if not pack.regions[r].city]
    rng.shuffle(others)
    grid = (*others[:CENTRE], pack.city.id, *others[CENTRE:])
    decks: dict[str, list[str]] = {}
    for t in TERRAINS:  # R-SETUP-8
        decks[board.encounter_deck(t)] = sorted(c for c, e in pack.encounters.items() if e.terrain == t)
    for k in REWARD_TYPES:  # R-SETUP-9
        decks[board.reward_deck(k)] = sorted(c for c, r in pack.rewards.items() if r.type == k)
    decks["night"] = sorted(pack.night)  # R-SETUP-7
    decks["loot"] = sorted(pack.loot)  # R-SETUP-12: the bag, drawn blind
    for deck in decks.values():
        rng.shuffle(deck)
    sagas = _assign_sagas(pack, options, specs, rng)
    city = pack.city.id
    hs = []
    for i, (spec, saga) in enumerate(zip(specs, sagas, strict=True)):
        race = pack.races[spec.race]
        hs.append(HeroState(
            id=f"h{i + 1}", player=spec.player, name=spec.name, race=spec.race,
            hero_class=spec.hero_class, saga=saga, max_hp=race.max_hp, hp=race.max_hp,
            ap=race.max_hp, gold=race.gold, region=city,  # R-SETUP-11/12
            feminine=spec.feminine,
        ))
    # R-SETUP-13/14: Ancients (one in competitive, one per hero otherwise) and their Plots.
    ancient_ids = sorted(pack.ancients)
    rng.shuffle(ancient_ids)
    drawn = ancient_ids[: 1 if options.mode == "competitive" else len(specs)]
    capabilities = {a: [c.id for c in pack.ancients[a].capabilities] for a in drawn}
    if options.mix_ancient_abilities:  # AMB-49
        pool = sorted(c for a in drawn for c in capabilities[a])
        rng.shuffle(pool)
        for a in drawn:
            n = len(capabilities[a])
            capabilities[a], pool = pool[:n], pool[n:]
    if options.first_game:  # R-SETUP-16 (b)
        capabilities = {a: [] for a in drawn}
    ancients = [AncientState(id=a, hp=pack.ancients[a].health, capabilities=capabilities[a]) for a in drawn]
    plots = [] if options.first_game else sorted(p for p, plot in pack.plots.items() if plot.ancient in drawn)
    rng.shuffle(plots)
    decks["plot"] = plots
    state = GameState(
        options=options, seed=seed, rng=rng, grid=grid,
        regions={r: RegionState() for r in grid}, heroes=hs, starting_heroes=len(hs),
        first_hero=_first_hero(pack, options, hs, rng),
        decks=decks, discards={k: [] for k in decks}, ancients=ancients,
    )
    return state


def resolve_setup(ctx: Ctx, specs: list[HeroSpec]) -> None:
    """R-SETUP-10: each hero draws 2 from a Reward deck of their choice, keeps 1 and shuffles
    the other back. Then Day 1 begins."""
    state = ctx.state
    ctx.emit(GameStarted(mode=state.options.mode, heroes=[h.id for h in state.heroes], first_hero=state.first_hero))
    for hero, spec in zip(state.heroes, specs, strict=True):
        kind: RewardType = spec.starting_deck or ctx.ask(  # type: ignore[assignment]
            hero, "starting_deck", words(msgid("prompt-starting-deck"), hero=hero.name),
            [Option(id=k, label=words(msgid("reward-type"), word=k)) for k in REWARD_TYPES],
        )
        deck = board.reward_deck(kind)
        drawn = [c for c in (board.draw(ctx, deck), board.draw(ctx, deck)) if c is not None]
        state.revealed.extend(drawn)
        asked = words(msgid("prompt-starting-reward"), hero=hero.name)
        keep = ctx.ask(hero, "starting_reward", asked, [board.card_option(c) for c in drawn])
        for card in drawn:
            state.revealed.remove(card)
            if card != keep:
                board.shuffle_into(ctx, card)
        hero.rumours.append(keep)
        ctx.emit(CardGained(hero=hero.id, card=keep, zone="rumour", source="setup"))
    turns.start_day(ctx)


