"""Card sheets in French (issue 19): the labels and kinds from the catalogue, the names and
flavour from the pack's French words, and `content show --lang fr`."""

import pytest

from kilforth.cli.content import find_card
from kilforth.content.pack import BASE_PACK_DIR, Pack, load_pack
from kilforth.i18n.words import read_words
from kilforth.render.cards import card_sheet, sheet_text
from kilforth.render.say import ENGLISH, Say
from tests.content.test_content_cli import run


@pytest.fixture(scope="module")
def pack() -> Pack:
    return load_pack()


@pytest.fixture(scope="module")
def french() -> Say:
    return Say("fr", read_words(BASE_PACK_DIR, "fr"))


def test_an_encounter_sheet_in_french(pack: Pack, french: Say) -> None:
    # Issue 36: French lays a label out with a space before its colon, and quotes « ».
    assert sheet_text(card_sheet(pack, "hermit-of-the-oaks", french), french) == "\n".join([
        "Ermite des Chênes — Inconnu — Neutre · paquet des Forêts",
        "  Attributs : Savoir 1 · Influence 2 · Combat 2☠ · Furtivité 3☠",
        "  Santé : 2",
        "  Mots-clés : Sauvage, Sacré, Inconnu",
        "  Plan : Tant que vous êtes Caché : Influence +1.",
        # Issue 35.9: what confronting it takes, in words (R-ACT-CONF-3: Influence alone).
        "  Pour vaincre cette Rencontre : Confrontez-la (1 PA) avec un test d'Influence 2 :"
        " lancez un dé par point de votre attribut ; chaque 5–6 est un succès, et autant de"
        " succès que la valeur la vainquent (les succès obtenus restent pour votre prochain"
        " essai). Ou rendez-la hostile et combattez-la.",
        "  Or : 2",
        "  Récompense : paquet des Alliés",
        "  « Il parle aux arbres, et certains lui répondent. »",
    ])


# Checks R-SAGA-3, R-SAGA-6.
def test_a_saga_names_its_finale_and_totem_in_french_R_SAGA_3_R_SAGA_6(
    pack: Pack, french: Say
) -> None:
    sheet = card_sheet(pack, "save-the-villagers", french)
    fields = dict(sheet.fields)
    assert (sheet.name, sheet.kind) == ("Sauver les Villageois", "Saga")
    assert fields["Chapitre II"] == "Sacré, Villageois (+ Soin avec 1 ou 2 héros)"
    assert fields["Final"] == (
        "L'Ultime Veillée des Moissons : réussir un test d'Influence 2 aux Prés du Moulin"
    )
    assert fields["Totem"] == "Cloche des Hameaux"
    totem = card_sheet(pack, "totem:save-the-villagers", french)
    assert (totem.name, totem.kind) == ("Cloche des Hameaux", "Totem de Sauver les Villageois")
    # A Saga whose name opens with its article contracts with "de", never "de La".
    assert card_sheet(pack, "totem:the-lost-ballad", french).kind == "Totem de la Ballade Perdue"


def test_a_plot_counts_its_loot_tokens_in_french(pack: Pack, french: Say) -> None:
    plots = [card_sheet(pack, p, french) for p in pack.plots]
    loot = {dict(s.fields)["Butin"] for s in plots}
    assert loot <= {"1 jeton une fois vaincue", "2 jetons une fois vaincue"}
    assert plots[0].kind.startswith("Intrigue (")


def test_every_card_of_the_base_pack_reads_in_french(pack: Pack, french: Say) -> None:
    english = [" the ", " your ", " and ", " deck", " token", " level ", "Night card", "Chapter"]
    for card in pack.names:
        sheet = card_sheet(pack, card, french)
        text = sheet_text(sheet, french)
        assert sheet.name == french.words[card].name
        assert not [w for w in english if w in f" {text} "], text


def test_the_english_sheet_keeps_the_cards_own_words(pack: Pack) -> None:
    sheet = card_sheet(pack, "hermit-of-the-oaks", ENGLISH)
    assert sheet.name == "Hermit of the Oaks"
    assert sheet.kind == "Stranger — Neutral · Forests deck"


def test_a_card_is_found_by_its_french_name_too(pack: Pack, french: Say) -> None:
    assert find_card(pack, "  le roi creux ", french) == "hollow-king"
    assert find_card(pack, "Le Roi Creux") is None
    assert find_card(pack, "hollow-king", french) == "hollow-king"


def test_content_show_lang_fr_prints_a_card_in_french() -> None:
    done = run("content", "show", "--lang", "fr", "Le Roi Creux")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Le Roi Creux — Ancien\n")
    assert "Capacité — Légion d'Os : L'Adversaire reçoit Santé +1." in done.stdout
