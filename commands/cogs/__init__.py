"""The bot's cogs: every module here is loaded at start-up and must define
`async def setup(bot: KilforthBot) -> None`."""
