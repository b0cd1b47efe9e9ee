"""Issue 36: every event kind that names a card, said in French with a name of each
grammatical kind, word for word: a feminine name (la Mine de Creusefond), a plural one (les
Plaines de Braise), one taking elision (l'Abbaye Engloutie), a proper name (Lanternebourg) and
a masculine one (le Col de Crocdefer). A name is put in every slot of the event, whatever the
card is: the line's grammar is what is checked, and the English lines are untouched."""

from collections.abc import Callable

import pytest

from kilforth import events as ev
from kilforth.content.pack import load_pack
from kilforth.render.say import ENGLISH, say_for
from kilforth.render.text import event_line, secret_line
from kilforth.sim.sample import played

PACK = load_pack()
FR = say_for(PACK, "fr")
STATE = next(played(PACK, seed=1, heroes=2, names=("Héros 1", "Aria")))[0]
H = STATE.heroes[0].id
NAMES = ("deepdelve-mine", "cinder-flats", "sunken-abbey", "lanternholm", "ironfang-pass")

EVENTS: dict[str, Callable[[str], ev.Ev]] = {
    "moved": lambda n: ev.Moved(hero=H, origin=n, destination=n),
    "encounter_placed": lambda n: ev.EncounterPlaced(card="stone-troll", region=n),
    "card_discarded": lambda n: ev.CardDiscarded(card=n, hero=H, reason="sale"),
    "card_gained": lambda n: ev.CardGained(hero=H, card=n, zone="asset", source="x"),
    "roll": lambda n: ev.Roll(tester=n, attribute="fight", dice=[6, 2], final=[6, 2], successes=1),
    "engaged": lambda n: ev.Engaged(hero=H, foe=n),
    "evaded": lambda n: ev.Evaded(hero=H, foe=n, automatic=False),
    "battle_round": lambda n: ev.BattleRound(hero=H, foe=n, round=2, dealt=1, taken=2, foe_hp=3, hero_hp=4),
    "fled": lambda n: ev.Fled(hero=H, foe=n, destination=n),
    "hero_defeated": lambda n: ev.HeroDefeated(hero=H, by=n, gold_lost=2, card_lost=n),
    "hero_removed": lambda n: ev.HeroDefeated(hero=H, by=n, gold_lost=0, removed=True),
    "encounter_defeated": lambda n: ev.EncounterDefeated(hero=H, card=n, how="battle"),
    "became_hostile": lambda n: ev.BecameHostile(hero=H, card=n, chosen=False),
    "obstacle_added": lambda n: ev.ObstacleChanged(region=n, delta=1, obstacles=1),
    "obstacle_removed": lambda n: ev.ObstacleChanged(region=n, delta=-1, obstacles=0),
    "ability_used": lambda n: ev.AbilityUsed(hero=H, card=n, ability="none"),
    "saga_completed": lambda n: ev.SagaCompleted(hero=H, saga=n, totem_kept=True),
    "ancient_entered": lambda n: ev.AncientEntered(ancient=n, region=n),
    "plot_placed": lambda n: ev.PlotPlaced(plot=n, region=n),
    "ancient_defeated": lambda n: ev.AncientDefeated(hero=H, ancient=n),
    "ancient_assaulted": lambda n: ev.AncientAssaulted(hero=H, ancient=n, hp=5),
    "ancient_healed": lambda n: ev.AncientHealed(ancient=n, card=n, amount=1, hp=6),
    "region_gloomed": lambda n: ev.RegionGloomed(region=n, card=n),
    "weather_changed": lambda n: ev.WeatherChanged(card=n, replaced=None),
    "event_resolved": lambda n: ev.EventResolved(card=n, hero=None, passed=True),
    "peeked": lambda n: ev.Peeked(hero=H, deck="encounter:plains", card=n),
}

LINES: dict[str, tuple[str, ...]] = {
    "moved": (
        'Héros 1 se déplace de la Mine de Creusefond à la Mine de Creusefond.',
        'Héros 1 se déplace des Plaines de Braise aux Plaines de Braise.',
        "Héros 1 se déplace de l'Abbaye Engloutie à l'Abbaye Engloutie.",
        'Héros 1 se déplace de Lanternebourg à Lanternebourg.',
        'Héros 1 se déplace du Col de Crocdefer au Col de Crocdefer.',
    ),
    "encounter_placed": (
        '✦ Nouvelle Rencontre à la Mine de Creusefond : Troll de Pierre.',
        '✦ Nouvelle Rencontre aux Plaines de Braise : Troll de Pierre.',
        "✦ Nouvelle Rencontre à l'Abbaye Engloutie : Troll de Pierre.",
        '✦ Nouvelle Rencontre à Lanternebourg : Troll de Pierre.',
        '✦ Nouvelle Rencontre au Col de Crocdefer : Troll de Pierre.',
    ),
    "card_discarded": (
        'Héros 1 défausse la Mine de Creusefond (vente).',
        'Héros 1 défausse les Plaines de Braise (vente).',
        "Héros 1 défausse l'Abbaye Engloutie (vente).",
        'Héros 1 défausse Lanternebourg (vente).',
        'Héros 1 défausse le Col de Crocdefer (vente).',
    ),
    "card_gained": (
        'Héros 1 obtient la Mine de Creusefond (Atout).',
        'Héros 1 obtient les Plaines de Braise (Atout).',
        "Héros 1 obtient l'Abbaye Engloutie (Atout).",
        'Héros 1 obtient Lanternebourg (Atout).',
        'Héros 1 obtient le Col de Crocdefer (Atout).',
    ),
    "roll": (
        '🎲 La Mine de Creusefond fait un test de Combat : ⚅ ⚁ → 1 succès',
        '🎲 Les Plaines de Braise font un test de Combat : ⚅ ⚁ → 1 succès',
        "🎲 L'Abbaye Engloutie fait un test de Combat : ⚅ ⚁ → 1 succès",
        '🎲 Lanternebourg fait un test de Combat : ⚅ ⚁ → 1 succès',
        '🎲 Le Col de Crocdefer fait un test de Combat : ⚅ ⚁ → 1 succès',
    ),
    "engaged": (
        '⚔ Héros 1 entre en Engagement avec la Mine de Creusefond.',
        '⚔ Héros 1 entre en Engagement avec les Plaines de Braise.',
        "⚔ Héros 1 entre en Engagement avec l'Abbaye Engloutie.",
        '⚔ Héros 1 entre en Engagement avec Lanternebourg.',
        '⚔ Héros 1 entre en Engagement avec le Col de Crocdefer.',
    ),
    "evaded": (
        'Héros 1 échappe à la Mine de Creusefond.',
        'Héros 1 échappe aux Plaines de Braise.',
        "Héros 1 échappe à l'Abbaye Engloutie.",
        'Héros 1 échappe à Lanternebourg.',
        'Héros 1 échappe au Col de Crocdefer.',
    ),
    "battle_round": (
        'Manche 2 : Héros 1 inflige 1 et subit 2 — la Mine de Creusefond reste à 3 PV, Héros 1 à 4 PV.',
        'Manche 2 : Héros 1 inflige 1 et subit 2 — les Plaines de Braise restent à 3 PV, Héros 1 à 4 PV.',
        "Manche 2 : Héros 1 inflige 1 et subit 2 — l'Abbaye Engloutie reste à 3 PV, Héros 1 à 4 PV.",
        'Manche 2 : Héros 1 inflige 1 et subit 2 — Lanternebourg reste à 3 PV, Héros 1 à 4 PV.',
        'Manche 2 : Héros 1 inflige 1 et subit 2 — le Col de Crocdefer reste à 3 PV, Héros 1 à 4 PV.',
    ),
    "fled": (
        "Héros 1 s'enfuit devant la Mine de Creusefond vers la Mine de Creusefond.",
        "Héros 1 s'enfuit devant les Plaines de Braise vers les Plaines de Braise.",
        "Héros 1 s'enfuit devant l'Abbaye Engloutie vers l'Abbaye Engloutie.",
        "Héros 1 s'enfuit devant Lanternebourg vers Lanternebourg.",
        "Héros 1 s'enfuit devant le Col de Crocdefer vers le Col de Crocdefer.",
    ),
    "hero_defeated": (
        "✖ Héros 1 subit une défaite : perd 2 Or et la Mine de Creusefond, et se réveille dans l'Ample Cité.",
        "✖ Héros 1 subit une défaite : perd 2 Or et les Plaines de Braise, et se réveille dans l'Ample Cité.",
        "✖ Héros 1 subit une défaite : perd 2 Or et l'Abbaye Engloutie, et se réveille dans l'Ample Cité.",
        "✖ Héros 1 subit une défaite : perd 2 Or et Lanternebourg, et se réveille dans l'Ample Cité.",
        "✖ Héros 1 subit une défaite : perd 2 Or et le Col de Crocdefer, et se réveille dans l'Ample Cité.",
    ),
    "hero_removed": (
        '☠ Héros 1 tombe face à la Mine de Creusefond et quitte la partie.',
        '☠ Héros 1 tombe face aux Plaines de Braise et quitte la partie.',
        "☠ Héros 1 tombe face à l'Abbaye Engloutie et quitte la partie.",
        '☠ Héros 1 tombe face à Lanternebourg et quitte la partie.',
        '☠ Héros 1 tombe face au Col de Crocdefer et quitte la partie.',
    ),
    "encounter_defeated": (
        '✔ Héros 1 vainc la Mine de Creusefond (en bataille).',
        '✔ Héros 1 vainc les Plaines de Braise (en bataille).',
        "✔ Héros 1 vainc l'Abbaye Engloutie (en bataille).",
        '✔ Héros 1 vainc Lanternebourg (en bataille).',
        '✔ Héros 1 vainc le Col de Crocdefer (en bataille).',
    ),
    "became_hostile": (
        "Héros 1 s'attire l'hostilité de la Mine de Creusefond !",
        "Héros 1 s'attire l'hostilité des Plaines de Braise !",
        "Héros 1 s'attire l'hostilité de l'Abbaye Engloutie !",
        "Héros 1 s'attire l'hostilité de Lanternebourg !",
        "Héros 1 s'attire l'hostilité du Col de Crocdefer !",
    ),
    "obstacle_added": (
        'Un Obstacle bloque la Mine de Creusefond.',
        'Un Obstacle bloque les Plaines de Braise.',
        "Un Obstacle bloque l'Abbaye Engloutie.",
        'Un Obstacle bloque Lanternebourg.',
        'Un Obstacle bloque le Col de Crocdefer.',
    ),
    "obstacle_removed": (
        'Un Obstacle est retiré de la Mine de Creusefond.',
        'Un Obstacle est retiré des Plaines de Braise.',
        "Un Obstacle est retiré de l'Abbaye Engloutie.",
        'Un Obstacle est retiré de Lanternebourg.',
        'Un Obstacle est retiré du Col de Crocdefer.',
    ),
    "ability_used": (
        'Héros 1 utilise la Mine de Creusefond.',
        'Héros 1 utilise les Plaines de Braise.',
        "Héros 1 utilise l'Abbaye Engloutie.",
        'Héros 1 utilise Lanternebourg.',
        'Héros 1 utilise le Col de Crocdefer.',
    ),
    "saga_completed": (
        '🏆 Héros 1 achève la Saga « Mine de Creusefond » !',
        '🏆 Héros 1 achève la Saga « Plaines de Braise » !',
        '🏆 Héros 1 achève la Saga « Abbaye Engloutie » !',
        '🏆 Héros 1 achève la Saga « Lanternebourg » !',
        '🏆 Héros 1 achève la Saga « Col de Crocdefer » !',
    ),
    "ancient_entered": (
        '‼ La Mine de Creusefond surgit à la Mine de Creusefond.',
        '‼ Les Plaines de Braise surgissent aux Plaines de Braise.',
        "‼ L'Abbaye Engloutie surgit à l'Abbaye Engloutie.",
        '‼ Lanternebourg surgit à Lanternebourg.',
        '‼ Le Col de Crocdefer surgit au Col de Crocdefer.',
    ),
    "plot_placed": (
        'Une Intrigue, la Mine de Creusefond, prend racine à la Mine de Creusefond.',
        'Une Intrigue, les Plaines de Braise, prend racine aux Plaines de Braise.',
        "Une Intrigue, l'Abbaye Engloutie, prend racine à l'Abbaye Engloutie.",
        'Une Intrigue, Lanternebourg, prend racine à Lanternebourg.',
        'Une Intrigue, le Col de Crocdefer, prend racine au Col de Crocdefer.',
    ),
    "ancient_defeated": (
        '★ Héros 1 terrasse la Mine de Creusefond !',
        '★ Héros 1 terrasse les Plaines de Braise !',
        "★ Héros 1 terrasse l'Abbaye Engloutie !",
        '★ Héros 1 terrasse Lanternebourg !',
        '★ Héros 1 terrasse le Col de Crocdefer !',
    ),
    "ancient_assaulted": (
        "⚔ Héros 1 donne l'Assaut à la Mine de Creusefond (5 PV).",
        "⚔ Héros 1 donne l'Assaut aux Plaines de Braise (5 PV).",
        "⚔ Héros 1 donne l'Assaut à l'Abbaye Engloutie (5 PV).",
        "⚔ Héros 1 donne l'Assaut à Lanternebourg (5 PV).",
        "⚔ Héros 1 donne l'Assaut au Col de Crocdefer (5 PV).",
    ),
    "ancient_healed": (
        'La Mine de Creusefond récupère 1 PV (Mine de Creusefond) et en a désormais 6.',
        'Les Plaines de Braise récupèrent 1 PV (Plaines de Braise) et en ont désormais 6.',
        "L'Abbaye Engloutie récupère 1 PV (Abbaye Engloutie) et en a désormais 6.",
        'Lanternebourg récupère 1 PV (Lanternebourg) et en a désormais 6.',
        'Le Col de Crocdefer récupère 1 PV (Col de Crocdefer) et en a désormais 6.',
    ),
    "region_gloomed": (
        "L'Ombre s'étend à la Mine de Creusefond (Mine de Creusefond).",
        "L'Ombre s'étend aux Plaines de Braise (Plaines de Braise).",
        "L'Ombre s'étend à l'Abbaye Engloutie (Abbaye Engloutie).",
        "L'Ombre s'étend à Lanternebourg (Lanternebourg).",
        "L'Ombre s'étend au Col de Crocdefer (Col de Crocdefer).",
    ),
    "weather_changed": (
        'Météo : Mine de Creusefond.',
        'Météo : Plaines de Braise.',
        'Météo : Abbaye Engloutie.',
        'Météo : Lanternebourg.',
        'Météo : Col de Crocdefer.',
    ),
    "event_resolved": (
        'Événement résolu : Mine de Creusefond — test réussi.',
        'Événement résolu : Plaines de Braise — test réussi.',
        'Événement résolu : Abbaye Engloutie — test réussi.',
        'Événement résolu : Lanternebourg — test réussi.',
        'Événement résolu : Col de Crocdefer — test réussi.',
    ),
    "peeked": (
        '👁 Héros 1 voit la Mine de Creusefond sur le paquet de Rencontres des Plaines.',
        '👁 Héros 1 voit les Plaines de Braise sur le paquet de Rencontres des Plaines.',
        "👁 Héros 1 voit l'Abbaye Engloutie sur le paquet de Rencontres des Plaines.",
        '👁 Héros 1 voit Lanternebourg sur le paquet de Rencontres des Plaines.',
        '👁 Héros 1 voit le Col de Crocdefer sur le paquet de Rencontres des Plaines.',
    ),
}


@pytest.mark.parametrize("kind", EVENTS)
def test_each_event_names_each_kind_of_name_as_french_says_it(kind: str) -> None:
    said = tuple(secret_line(STATE, PACK, EVENTS[kind](name), FR) for name in NAMES)
    assert said == LINES[kind]


def test_every_event_kind_that_names_a_card_is_checked() -> None:
    """The event kinds with a card or Region field, all in the table above (a hero's
    defeat and an Obstacle twice: each way they are said)."""
    named = {cls.model_fields["kind"].default for cls in ev.Ev.__subclasses__()
             if "kind" in cls.model_fields  # a roll's dice sources and credits are parts
             and set(cls.model_fields) & {"card", "region", "foe", "origin", "ancient", "plot",
                                         "saga", "tester", "by", "card_lost", "destination"}}
    made = {EVENTS[kind](NAMES[0]).kind for kind in EVENTS}  # type: ignore[attr-defined]
    assert named == made


def test_a_deed_is_accomplished_and_quoted() -> None:
    line = event_line(STATE, PACK, ev.EncounterDefeated(hero=H, card="escort-the-pilgrims",
                                                        how="confront"), FR)
    assert line == "✔ Héros 1 accomplit « Escorter les Pèlerins » (par une confrontation)."


def test_a_name_that_begins_with_its_article_contracts() -> None:
    moved = ev.Moved(hero=H, origin="weeping-stones", destination="weeping-stones")
    assert event_line(STATE, PACK, moved, FR) == \
        "Héros 1 se déplace des Pierres qui Pleurent aux Pierres qui Pleurent."
    assert event_line(STATE, PACK, ev.Engaged(hero=H, foe="the-deep-halls"), FR) == \
        "⚔ Héros 1 entre en Engagement avec les Salles Profondes."


def test_the_english_lines_keep_the_bare_names() -> None:
    moved = ev.Moved(hero=H, origin="deepdelve-mine", destination="cinder-flats")
    roll = ev.Roll(tester="moor-reavers", attribute="fight", dice=[6], final=[6], successes=1)
    assert event_line(STATE, PACK, moved, ENGLISH) == \
        "Héros 1 moves from Deepdelve Mine to Cinder Flats."
    assert event_line(STATE, PACK, roll, FR).startswith(
        "🎲 Les Maraudeurs de la Lande font un test de Combat")
    assert event_line(STATE, PACK, roll, ENGLISH).startswith("🎲 Moor Reavers")


@pytest.mark.parametrize(("what", "delta", "value", "fr", "en"), [
    ("gold", -1, 3, "Héros 1 perd 1 Or (vente) et en a désormais 3.", "Héros 1: -1 Gold → 3 (sale)."),
    ("hp", -2, 0, "Héros 1 perd 2 PV (vente) et n'en a plus.", "Héros 1: -2 HP → 0 (sale)."),
    ("max_hp", 1, 7, "Héros 1 gagne 1 PV maximum (vente) et son maximum passe à 7.",
     "Héros 1: +1 max HP → 7 (sale)."),
    ("action_ap", 2, 2, "Héros 1 gagne 2 PA réservés à une Action (vente) et en a désormais 2.",
     "Héros 1: +2 AP kept for an Action → 2 (sale)."),
    ("action_ap", -1, 0, "Héros 1 perd 1 PA réservé à une Action (vente) et n'en a plus.",
     "Héros 1: -1 AP kept for an Action → 0 (sale)."),
    ("fate", 1, 3, "Héros 1 gagne 1 Destin (vente) et en a désormais 3.", "Héros 1: +1 Fate → 3 (sale)."),
])
def test_a_counter_that_changes_is_said_as_a_sentence(what: str, delta: int, value: int, fr: str,
                                                      en: str) -> None:
    """Issue 36's read-through: 'Héros 1 : -1 Or → 3' read as a ledger, not French."""
    changed = ev.Changed(hero=H, what=what, delta=delta, value=value, reason="sale")  # type: ignore[arg-type]
    assert event_line(STATE, PACK, changed, FR) == fr
    assert event_line(STATE, PACK, changed, ENGLISH) == en
