"""The permissions the bot needs in a server's channels: what the README's invite link grants
(its `permissions=` is `NEEDED.value`; a test holds them together) and what a command checks
before doing what Discord would refuse."""

import discord

NEEDED = discord.Permissions(
    view_channel=True,
    read_message_history=True,
    send_messages=True,
    # Every game message is embeds; the map picture and exports are files.
    embed_links=True,
    attach_files=True,
    # `/kilforth new thread:true` opens a public thread, adds its players and plays in it.
    create_public_threads=True,
    send_messages_in_threads=True,
)

# What opening a thread game takes (each said by catalogue message `discord-permission`,
# the name Discord's permission settings show).
THREAD = ("create_public_threads", "send_messages_in_threads")


def missing(have: discord.Permissions, needed: tuple[str, ...]) -> tuple[str, ...]:
    """The `needed` permissions `have` lacks, by discord.py's names."""
    return tuple(flag for flag in needed if not getattr(have, flag))


def invite_url(application_id: int | str) -> str:
    """The link that adds the bot to a server with the permissions it needs."""
    return ("https://discord.com/oauth2/authorize?client_id="
            f"{application_id}&scope=bot+applications.commands&permissions={NEEDED.value}")
