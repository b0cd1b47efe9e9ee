"""Issue 36: heroes named the French way: Class then Race, in the gender the player typed
("elfe noire", "sorcière" are accepted and kept); English keeps "Dark Elf Sorcerer"."""

import io

from kilforth.console import Io, SeatChoice, Settings, choose_heroes, resolve_seat
from kilforth.content.pack import load_pack
from kilforth.render.say import ENGLISH, say_for

PACK = load_pack()
FR = say_for(PACK, "fr")


def _named(seat: SeatChoice, say=FR) -> str:  # type: ignore[no-untyped-def]
    settings = Settings(heroes=1, seats=[resolve_seat(PACK, seat, say)])
    return choose_heroes(settings, PACK, Io.script([], io.StringIO()), say)[0].name


def test_the_feminine_forms_are_accepted_and_kept() -> None:
    seat = resolve_seat(PACK, SeatChoice(race="elfe noire", hero_class="sorcière"), FR)
    assert (seat.race, seat.hero_class, seat.feminine) == ("dark-elf", "sorcerer", True)
    assert _named(SeatChoice(race="elfe noire", hero_class="sorcière")) == "Sorcière Elfe Noire"
    assert _named(SeatChoice(race="naine", hero_class="guerrier")) == "Guerrière Naine"


def test_the_masculine_forms_name_a_hero_in_french_order() -> None:
    assert _named(SeatChoice(race="elfe noir", hero_class="sorcier")) == "Sorcier Elfe Noir"
    assert _named(SeatChoice(race="dark-elf", hero_class="sorcerer")) == "Sorcier Elfe Noir"


def test_english_names_a_hero_race_first() -> None:
    assert _named(SeatChoice(race="dark elf", hero_class="sorcerer"), ENGLISH) == \
        "Dark Elf Sorcerer"


def test_the_interactive_pick_keeps_the_typed_feminine() -> None:
    out = io.StringIO()
    typed = iter(["orque", "rôdeuse", ""])
    console = Io(lambda question: next(typed, None), out, interactive=True)
    hero = choose_heroes(Settings(heroes=1), PACK, console, FR)[0]
    assert (hero.race, hero.hero_class, hero.name) == ("orc", "ranger", "Rôdeuse Orque")
