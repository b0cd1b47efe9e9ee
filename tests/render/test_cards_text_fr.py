"""Card text in French (issue 19): the same phrases as `test_cards_text.py`, from the French
catalogue, with French agreement and plurals; every text of the base pack can be said."""

from typing import Any

import pytest
from pydantic import TypeAdapter

from kilforth.content.checks import sayings
from kilforth.content.effects import (
    EFFECT_KINDS,
    Ability,
    Condition,
    Effect,
    EventSpec,
    PlotRequirement,
    Trophy,
)
from kilforth.content.pack import load_pack
from kilforth.render.abilities import (
    ability_text,
    effects_text,
    event_text,
    requirement_text,
    trophy_text,
)

EFFECT = TypeAdapter(Effect)

# One case per effect kind, as in test_cards_text.py, in French.
EFFECT_PHRASES_FR: list[tuple[dict[str, Any], str]] = [
    ({"kind": "attribute_bonus", "attribute": "fight", "amount": 2}, "Combat +2"),
    ({"kind": "attribute_bonus", "attribute": "used", "amount": -1}, "l'attribut utilisé par le test -1"),
    ({"kind": "attribute_bonus", "attribute": "study", "amount": 1, "per": "spell"},
     "Savoir +1 pour chaque Sort que vous avez en jeu"),
    ({"kind": "extra_dice", "amount": 1}, "lancez 1 dé supplémentaire"),
    ({"kind": "extra_dice", "amount": 3}, "lancez 3 dés supplémentaires"),
    ({"kind": "substitute_attribute", "use": "sneak", "instead_of": "influence"},
     "vous pouvez utiliser votre Furtivité pour les tests d'Influence"),
    ({"kind": "auto_evade"}, "échappez à l'Adversaire sans test"),
    ({"kind": "no_counterattack"}, "un Adversaire que vous vainquez pendant cette manche ne vous inflige aucun dégât"),
    ({"kind": "forbid_action", "action": "rest"}, "aucune Action « Se Reposer » ne peut être entreprise"),
    ({"kind": "foe_bonus", "attribute": "health", "amount": 2}, "l'Adversaire reçoit Santé +2"),
    ({"kind": "reroll", "faces": [1, 2]}, "relancez vos 1 et 2"),
    ({"kind": "reroll", "faces": [1], "count": 1}, "relancez jusqu'à 1 dé qui montre 1"),
    ({"kind": "reroll", "faces": [1, 2, 3], "count": 2}, "relancez jusqu'à 2 dés qui montrent 1, 2 ou 3"),
    ({"kind": "faces_succeed", "faces": [4]}, "vos 4 comptent aussi comme des succès"),
    ({"kind": "double_face", "face": 6}, "chacun de vos 6 compte comme deux succès"),
    ({"kind": "extra_successes", "amount": 2}, "ajoutez 2 succès"),
    ({"kind": "prevent_hp_loss", "amount": 2}, "évitez la perte de 2 PV"),
    ({"kind": "gain_gold", "amount": 3}, "gagnez 3 Or"),
    ({"kind": "gain_gold", "amount": 1, "target": "heroes_here"}, "chaque héros de votre Région gagne 1 Or"),
    ({"kind": "lose_gold", "amount": 2, "target": "all_heroes"}, "chaque héros perd 2 Or"),
    ({"kind": "heal", "amount": 2}, "récupérez 2 PV"),
    ({"kind": "heal", "amount": 1, "target": "foe"}, "l'Adversaire récupère 1 PV"),
    ({"kind": "lose_hp", "amount": 1, "target": "unhidden_heroes_here"},
     "chaque héros de votre Région qui n'est pas Caché perd 1 PV"),
    ({"kind": "gain_ap", "amount": 1}, "gagnez 1 PA"),
    ({"kind": "gain_ap", "amount": 2, "for_action": "move"},
     "gagnez 2 PA, à dépenser uniquement pour l'Action « Se Déplacer »"),
    ({"kind": "gain_fate", "amount": 1}, "gagnez 1 Destin"),
    ({"kind": "lose_fate", "amount": 1}, "perdez 1 Destin"),
    ({"kind": "become_hidden"}, "devenez Caché"),
    ({"kind": "lose_hidden", "target": "heroes_here"}, "chaque héros de votre Région n'est plus Caché"),
    ({"kind": "gain_reward", "deck": "ally"}, "piochez la première carte du paquet des Alliés"),
    ({"kind": "gain_reward", "deck": "item", "as_asset": True},
     "mettez en jeu la première carte du paquet des Objets"),
    ({"kind": "gain_loot", "count": 1}, "prenez 1 jeton Butin"),
    ({"kind": "gain_loot", "count": 2}, "prenez 2 jetons Butin"),
    ({"kind": "discard_rumour"}, "défaussez une Rumeur de votre choix"),
    ({"kind": "discard_rumour", "target": "all_heroes"}, "chaque héros défausse une Rumeur de son choix"),
    ({"kind": "place_obstacle", "count": 2}, "placez 2 Obstacles dans cette Région"),
    ({"kind": "remove_obstacle"}, "retirez un Obstacle de votre Région"),
    ({"kind": "ready_card", "reward_type": "spell"}, "dévoilez une de vos cartes Sort voilées"),
    ({"kind": "peek_encounter"}, "regardez la première carte d'un paquet de Rencontres de votre choix"),
    ({"kind": "defeat_encounter", "subtype": "undead"},
     "vainquez un Mort de votre Région et prenez ses Récompenses"),
    ({"kind": "spawn_encounter", "terrain": "wastes", "encounter_type": "quest"},
     "piochez dans le paquet de Rencontres des Landes jusqu'à tomber sur une Quête, "
     "et placez cette carte dans cette Région"),
    ({"kind": "grant", "permission": "diagonal_move"},
     "votre prochain Déplacement de ce Jour peut se faire en diagonale"),
    ({"kind": "grant", "permission": "discover_anywhere"},
     "votre prochaine Action Découvrir de ce Jour peut se faire dans n'importe quelle Région"),
    ({"kind": "grant", "permission": "trade_here"},
     "vous pouvez Commercer ici, hors de l'Ample Cité, une fois ce Jour"),
    ({"kind": "send_to_city"}, "rendez-vous dans l'Ample Cité"),
    ({"kind": "send_to_city", "target": "all_heroes"}, "chaque héros se rend dans l'Ample Cité"),
]


def test_every_effect_kind_has_a_french_case() -> None:
    assert {raw["kind"] for raw, _ in EFFECT_PHRASES_FR} == EFFECT_KINDS


@pytest.mark.parametrize(("raw", "said"), EFFECT_PHRASES_FR, ids=lambda v: v["kind"] if isinstance(v, dict) else "")
def test_each_effect_kind_says_what_it_does_in_french(raw: dict[str, Any], said: str) -> None:
    assert effects_text([EFFECT.validate_python(raw)], lang="fr") == said


def _ability(**fields: Any) -> Ability:
    return Ability.model_validate({"id": "x", **fields})


# Checks R-PRQ-1.
def test_when_conditions_costs_and_limit_compose_with_french_typography_R_PRQ_1() -> None:
    ability = _ability(
        timing="boost",
        conditions=[{"kind": "terrain", "terrains": ["forests", "city"]},
                    {"kind": "test_attribute", "attributes": ["influence", "sneak"]}],
        costs=[{"kind": "exhaust"}, {"kind": "pay_gold", "amount": 2}],
        effects=[{"kind": "extra_dice", "amount": 2}],
        limit="day",
        max_uses=2,
    )
    assert ability_text(ability, lang="fr") == (
        "Avant de lancer les dés, dans une Région de Forêts ou dans l'Ample Cité, lors d'un test "
        "d'Influence ou de Furtivité, voilez cette carte et payez 2 Or : lancez 2 dés supplémentaires "
        "(jusqu'à 2 fois par Jour)."
    )


def test_a_run_of_foe_bonuses_shares_one_subject_in_french() -> None:
    ability = _ability(
        timing="passive",
        conditions=[{"kind": "against_subtype", "subtypes": ["undead", "demon"]}],
        effects=[{"kind": "foe_bonus", "attribute": "fight", "amount": 1},
                 {"kind": "foe_bonus", "attribute": "health", "amount": 1}],
    )
    assert ability_text(ability, lang="fr") == (
        "Contre un Mort ou un Démon : l'Adversaire reçoit Combat +1 et Santé +1."
    )
    effects = [EFFECT.validate_python(e) for e in (
        {"kind": "foe_bonus", "attribute": "sneak", "amount": 1},
        {"kind": "heal", "amount": 1, "target": "foe"},
        {"kind": "foe_bonus", "attribute": "fight", "amount": -1},
    )]
    assert effects_text(effects, lang="fr") == (
        "l'Adversaire reçoit Furtivité +1, l'Adversaire récupère 1 PV et l'Adversaire reçoit Combat -1"
    )


def test_a_team_ability_and_a_hidden_condition_in_french() -> None:
    ability = _ability(
        timing="roll",
        conditions=[{"kind": "hidden", "hidden": False},
                    {"kind": "against_keyword", "keywords": ["outlaw", "newfangled"]}],
        costs=[{"kind": "discard_card", "reward_type": "ally", "from_hand": True, "from_play": True}],
        effects=[{"kind": "reroll", "faces": [1]}],
        for_team=True,
    )
    assert ability_text(ability, lang="fr") == (
        "Après avoir lancé les dés, tant que vous n'êtes pas Caché, contre une carte portant le "
        "mot-clé Hors-la-loi ou Newfangled, défaussez une Rumeur d'Allié ou sacrifiez un Atout "
        "Allié : relancez vos 1 ; vous pouvez aussi l'utiliser pour le test d'un "
        "coéquipier de votre Région, en payant son coût."
    )


# Checks R-ABIL-2.
def test_an_event_with_its_test_in_french_R_ABIL_2() -> None:
    event = EventSpec.model_validate({
        "test": {"attribute": "influence", "value": 3},
        "on_success": [{"kind": "gain_fate", "amount": 1}],
        "on_failure": [{"kind": "lose_hp", "amount": 2, "target": "all_heroes"}],
        "spares_hidden": True,
    })
    assert event_text(event, lang="fr") == (
        "Test d'Influence 3. En cas de succès, gagnez 1 Destin. "
        "En cas d'échec, chaque héros perd 2 PV. Les héros Cachés sont épargnés."
    )


def test_trophies_in_french() -> None:
    forced = Trophy.model_validate({"forced": True, "effects": [{"kind": "lose_hp", "amount": 1}]})
    assert trophy_text(forced, lang="fr") == "Trophée Forcé : perdez 1 PV."
    by = Trophy.model_validate({"attribute": "sneak", "effects": [{"kind": "gain_loot", "count": 1}]})
    assert trophy_text(by, lang="fr") == (
        "Trophée (pour une victoire par un test de Furtivité) : prenez 1 jeton Butin."
    )


# Checks R-ACT-CLEAR-2.
@pytest.mark.parametrize(
    ("raw", "said"),
    [
        ({"kind": "test", "attribute": "influence", "value": 4}, "Réussissez un test d'Influence 4."),
        ({"kind": "pay_gold", "amount": 3}, "Payez 3 Or."),
        ({"kind": "exhaust_talents", "count": 1}, "Voilez 1 Talent."),
        ({"kind": "exhaust_talents", "count": 2}, "Voilez 2 Talents."),
        ({"kind": "discard_keyword", "keyword": "holy"},
         "Défaussez une Rumeur ou sacrifiez un Atout portant le mot-clé Sacré."),
    ],
)
def test_plot_requirements_in_french_R_ACT_CLEAR_2(raw: dict[str, Any], said: str) -> None:
    assert requirement_text(TypeAdapter(PlotRequirement).validate_python(raw), lang="fr") == said


def test_every_text_of_the_base_pack_can_be_said_in_french() -> None:
    said = {}
    for _, card, field, _, say in sayings(load_pack()):
        said[card, field] = say.func(*say.args, lang="fr")
    assert len(said) > 150
    # No English phrase is left in them: the words that open or join English phrases.
    english = [" the ", " your ", " and ", " when ", " each "]
    leftovers = {k: v for k, v in said.items() if any(w in f" {v.lower()} " for w in english)}
    assert leftovers == {}


def test_the_condition_union_is_covered_by_the_french_terrain_words() -> None:
    condition = TypeAdapter(Condition).validate_python(
        {"kind": "terrain", "terrains": ["plains", "wastes", "mountains"]}
    )
    said = ability_text(_ability(timing="activated", conditions=[condition],
                                 effects=[{"kind": "become_hidden"}]), lang="fr")
    assert said == (
        "Pendant votre tour, dans une Région de Plaines, dans une Région de Landes ou dans une "
        "Région de Montagnes : "
        "devenez Caché."
    )
