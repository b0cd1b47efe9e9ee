"""The checks the harness applies to every request: OpenAPI validation and Discord's limits."""

import json
from typing import Any

import pytest
from contract import (
    SPEC_PATH,
    UNDOCUMENTED_FIELDS,
    command_tree_problems,
    message_problems,
    openapi,
)

from commands.embeds import Limit

CALLBACK = "/interactions/1/token/callback"


def schema(name: str) -> dict[str, Any]:
    return openapi().spec["components"]["schemas"][name]


def test_a_valid_callback_passes() -> None:
    body = {"type": 4, "data": {"content": "Hi", "embeds": [{"title": "t"}], "flags": 64}}
    assert openapi().problems("POST", CALLBACK, body) == []


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ({"type": 4, "data": {"embeds": [{"title": "x" * 300}]}}, "title: length 300"),
        ({"type": 4, "data": {"content": 5}}, "5 is not of type"),
        ({"type": 4, "data": {"embed": {"title": "t"}}}, "'embed' was unexpected"),
        ({"type": 4, "data": {"flags": "64"}}, "'64' is not of type"),
        ({"type": 8, "data": {"choices": [{"name": "n" * 101, "value": "v"}]}}, "name: length 101"),
        ({"type": 3}, "3 is not one of"),
    ],
)
def test_invalid_callbacks_name_the_offending_field(body: dict[str, Any], expected: str) -> None:
    [problem] = openapi().problems("POST", CALLBACK, body)
    assert expected in problem


def test_paths_and_methods_must_exist() -> None:
    assert "no such path" in openapi().problems("POST", "/interactions/1/t/reply", {})[0]
    assert "no such method" in openapi().problems("PUT", "/webhooks/1/t", {"content": "x"})[0]


def test_literal_segments_win_over_parameters() -> None:
    edit = openapi().operation("PATCH", "/api/v10/webhooks/1/t/messages/@original")
    assert edit.path == "/webhooks/{webhook_id}/{webhook_token}/messages/@original"
    other = openapi().operation("PATCH", "/webhooks/1/t/messages/99")
    assert other.path == "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"


def test_bodies_must_match_what_the_endpoint_takes() -> None:
    assert "required" in openapi().problems("POST", "/channels/1/messages", None)[0]
    assert openapi().problems("GET", "/users/@me", None) == []
    assert "no JSON body" in openapi().problems("GET", "/users/@me", {"x": 1})[0]
    assert (
        "file uploads"
        in openapi().problems("PUT", "/applications/1/commands", [], multipart=True)[0]
    )


def test_snowflakes_may_be_strings_or_integers() -> None:
    mentions = {"content": "x", "allowed_mentions": {"users": [123, "456"]}}
    assert openapi().problems("POST", "/channels/1/messages", mentions) == []
    bad = {"content": "x", "allowed_mentions": {"users": ["@bob"]}}
    assert openapi().problems("POST", "/channels/1/messages", bad) != []


def test_formats_are_checked() -> None:
    bad = {"content": "x", "embeds": [{"timestamp": "yesterday"}]}
    assert "timestamp" in openapi().problems("POST", "/channels/1/messages", bad)[0]
    good = {
        "embeds": [{"image": {"url": "attachment://map.png"}, "timestamp": "2025-01-01T00:00:00Z"}]
    }
    assert openapi().problems("POST", "/channels/1/messages", good) == []


@pytest.mark.parametrize(("schema_name", "field"), sorted(UNDOCUMENTED_FIELDS))
def test_undocumented_fields_are_still_missing_from_the_description(
    schema_name: str, field: str
) -> None:
    # When Discord documents one of these, drop it from the list.
    raw = json.loads(SPEC_PATH.read_text(encoding="utf-8"))["components"]["schemas"][schema_name]
    assert field not in raw["properties"]


def test_embed_limits_agree_with_the_description() -> None:
    embed = schema("RichEmbed")["properties"]
    assert embed["title"]["maxLength"] == Limit.TITLE
    assert embed["description"]["maxLength"] == Limit.DESCRIPTION
    assert embed["fields"]["maxItems"] == Limit.FIELDS
    field = schema("RichEmbedField")["properties"]
    assert field["name"]["maxLength"] == Limit.FIELD_NAME
    assert field["value"]["maxLength"] == Limit.FIELD_VALUE
    assert schema("RichEmbedFooter")["properties"]["text"]["maxLength"] == Limit.FOOTER
    assert schema("RichEmbedAuthor")["properties"]["name"]["maxLength"] == Limit.AUTHOR
    message = schema("MessageCreateRequest")["properties"]
    assert message["embeds"]["maxItems"] == Limit.EMBEDS_PER_MESSAGE


# ------------------------------------------------------------------ message limits


def test_total_embed_size_is_limited_across_the_message() -> None:
    embeds = [{"description": "d" * 4000}, {"description": "d" * 2001}]
    assert message_problems({"embeds": embeds}) == ["embeds total 6001 characters (max 6000)"]


def test_embed_parts_are_limited() -> None:
    embed = {
        "title": "t" * 257,
        "footer": {"text": "f" * 2049},
        "author": {"name": "a" * 257},
        "fields": [{"name": "n", "value": ""}] + [{"name": "n", "value": "v"}] * 25,
    }
    problems = message_problems({"embeds": [embed], "content": "c" * 2001})
    assert problems == [
        "content: 2001 characters (max 2000)",
        "embeds[0]: 26 fields (max 25)",
        "embeds[0].fields[0].value is empty",
        "embeds[0].title: 257 characters (max 256)",
        "embeds[0].footer.text: 2049 characters (max 2048)",
        "embeds[0].author.name: 257 characters (max 256)",
    ]


def test_eleven_embeds_are_too_many() -> None:
    assert message_problems({"embeds": [{"title": "t"}] * 11})[0].startswith("11 embeds")


def button(custom_id: str, label: str = "ok") -> dict[str, Any]:
    return {"type": 2, "style": 1, "custom_id": custom_id, "label": label}


def row(*components: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(components)}


def test_component_limits() -> None:
    select = {
        "type": 3,
        "custom_id": "s",
        "options": [{"label": "o", "value": str(i)} for i in range(26)],
    }
    components = [
        row(*[button(f"b{i}") for i in range(6)]),
        row(select, button("x")),
        row(button("y" * 101)),
        row(button("z", label="l" * 81)),
        row(button("b0")),
        row(button("last")),
    ]
    assert message_problems({"components": components}) == [
        "6 action rows (max 5)",
        "row 0: 6 buttons (max 5)",
        "row 1: a select menu must be alone in its row",
        "select 's': 26 options (max 25)",
        "custom_id 'yyyyyyyyyyyyyyyyyyyyyyyyyyyyyy'…: 101 characters (max 100)",
        "button label 'llllllllllllllllllllllllllllll'…: 81 characters (max 80)",
        "custom_id 'b0' used twice in one message",
    ]


def test_a_valid_message_has_no_problems() -> None:
    message = {
        "content": "Your turn",
        "embeds": [{"title": "Day 3", "fields": [{"name": "HP", "value": "5"}]}],
        "components": [row(button("a"), button("b"))],
    }
    assert message_problems(message) == []


# ------------------------------------------------------------------ command tree


def command(name: str = "move", **extra: Any) -> dict[str, Any]:
    return {"name": name, "description": "Move", "type": 1} | extra


def string_option(name: str, required: bool = False, **extra: Any) -> dict[str, Any]:
    return {"type": 3, "name": name, "description": "d", "required": required} | extra


def test_a_valid_tree_passes() -> None:
    options = [string_option("region", True, autocomplete=True)]
    assert command_tree_problems([command(options=options)]) == []


def test_command_names_and_descriptions() -> None:
    problems = command_tree_problems([command("Move"), command("trade", description="")])
    assert "/Move: name 'Move' must be 1-32 lowercase letters, digits, - or _" in problems
    assert "/trade: description must be 1-100 characters" in problems


def test_options_and_choices() -> None:
    choices = [{"name": str(i), "value": str(i)} for i in range(26)]
    options = [
        string_option("a"),
        string_option("b", True),
        string_option("c", choices=choices, autocomplete=True),
    ]
    problems = command_tree_problems([command(options=options)])
    assert "/move b: a required option after an optional one" in problems
    assert "/move c: 26 choices (max 25)" in problems
    assert "/move c: choices and autocomplete cannot be combined" in problems
    many = [string_option(f"o{i}") for i in range(26)]
    assert "/move: 26 options (max 25)" in command_tree_problems([command(options=many)])


def test_subcommand_groups_hold_only_subcommands() -> None:
    group = {"type": 2, "name": "admin", "description": "d", "options": [string_option("x")]}
    problems = command_tree_problems([command("kilforth", options=[group])])
    assert "/kilforth admin: a subcommand group may only hold subcommands" in problems


def test_at_most_a_hundred_commands() -> None:
    payloads = [command(f"c{i}") for i in range(101)]
    assert "101 slash commands (max 100)" in command_tree_problems(payloads)
