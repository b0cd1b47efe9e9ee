"""A server's history and records in words (issue 32), for Discord's /kilforth history and
stats and the console's `history` and `stats`: each front end says how a channel and a
player are named (a mention on Discord, the console's own words)."""

from collections.abc import Callable, Sequence

from kilforth.content.pack import Pack
from kilforth.records import Best, GameSummary, HeroSummary, PlayerStats, Records
from kilforth.render.say import ENGLISH, Say

Name = Callable[[str], str]


def game_line(game: GameSummary, pack: Pack, channel: Name, player: Name,
              say: Say = ENGLISH) -> str:
    """A finished game: when it ended, where, its mode, its Days and result, then its heroes."""
    winners = [h.name for h in game.heroes if h.winner]
    head = say("records-game", game=game.session_id, date=game.ended_at.date().isoformat(),
               channel=channel(game.channel), mode=game.mode or "unknown",
               days=game.days or 0, ending=game.ending,
               winners=", ".join(winners) if game.mode == "competitive" else "")
    heroes = [say("records-hero", hero=h.name, race=say.card(pack, h.race),
                  hero_class=say.card(pack, h.hero_class), player=player(h.player))
              for h in game.heroes]
    return head + "\n" + "\n".join(heroes)


def history_text(games: Sequence[GameSummary], counts: dict[str, int], page: int, pages: int,
                 pack: Pack, channel: Name, player: Name, say: Say = ENGLISH) -> str:
    """A page of the history, newest first, and how many games ended without a result."""
    if not games:
        return say("records-no-games")
    lines = [game_line(g, pack, channel, player, say) for g in games]
    lines.append(say("records-page", page=page, pages=pages,
                     abandoned=counts.get("abandoned", 0), reset=counts.get("reset", 0)))
    return "\n\n".join(lines)


def stats_lines(stats: PlayerStats, pack: Pack, say: Say = ENGLISH) -> list[str]:
    lines = [say("records-player-games", games=stats.games, wins=stats.wins, sagas=stats.sagas),
             say("records-player-unfinished", abandoned=stats.abandoned, reset=stats.reset)]
    if stats.race is not None and stats.hero_class is not None:
        lines.append(say("records-favourite", race=say.card(pack, stats.race),
                         hero_class=say.card(pack, stats.hero_class)))
    if stats.best is not None:
        lines.append(say("records-best", game=_best(stats.best, pack, say)))
    return lines


def records_lines(records: Records, pack: Pack, player: Name, say: Say = ENGLISH) -> list[str]:
    lines = [say("records-server-games", games=records.games, abandoned=records.abandoned,
                 reset=records.reset)]
    if records.fastest_win is not None:
        won = records.fastest_win
        lines.append(say("records-fastest", game=won.session_id, days=won.days or 0,
                         heroes=", ".join(_who(h, player) for h in won.heroes if h.winner)))
    if records.most_encounters is not None:
        most = records.most_encounters
        lines.append(say("records-most-encounters", count=most.hero.encounters,
                         hero=_who(most.hero, player), game=most.game.session_id))
    if records.saga_wins:
        lines.append(say("records-saga-wins", sagas=" · ".join(
            say("records-saga-win", saga=say.card(pack, saga), wins=wins)
            for saga, wins in records.saga_wins.items())))
    return lines


def _who(hero: HeroSummary, player: Name) -> str:
    return f"{hero.name} ({player(hero.player)})"


def _best(best: Best, pack: Pack, say: Say) -> str:
    return say("records-best-game", game=best.game.session_id,
               date=best.game.ended_at.date().isoformat(), hero=best.hero.name,
               race=say.card(pack, best.hero.race),
               hero_class=say.card(pack, best.hero.hero_class),
               won="yes" if best.hero.winner else "no", days=best.game.days or 0,
               vp=best.hero.vp or 0)
