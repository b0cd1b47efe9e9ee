"""Game settings: the mode and every rule option RULES.md marks ⚙, with the rules' defaults."""

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

Mode = Literal["solo", "coop", "competitive"]


class GameOptions(BaseModel):
    """Each field names the ambiguity or variant it settles. Defaults are RULES.md's rulings."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    mode: Mode = "coop"
    first_game: bool = Field(False, description="R-SETUP-16 b: no Ancient Ability cards, no Plots")
    beginner_successes: bool = Field(False, description="R-TEST-5 variant: 4s also succeed")
    chapter_cost: Literal["flat_5", "chapter_x2"] = Field(
        "flat_5", description="R-ACT-FEAT-3: 5 Gold, or the variant 2 × Chapter number")
    auto_evasion: bool = Field(True, description="AMB-34 / R-ENG-EVA-5")
    first_hero: Literal["highest_sneak", "lowest_sneak", "random"] = Field(
        "highest_sneak", description="AMB-33")
    saga_assignment: Literal["choose", "match_class", "random"] = Field(
        "choose", description="AMB-8")
    vp_tie: Literal["shared"] = Field("shared", description="AMB-10")
    coop_vp_divisor: Literal["starting_heroes", "heroes_in_play"] = Field(
        "starting_heroes", description="AMB-10 / R-VP-2")
    forced_camp_takes_first_hero: bool = Field(True, description="AMB-11")
    gloom_damage: Literal["printed", "fixed_1"] = Field("printed", description="AMB-30")
    non_battle_defeat: Literal["full_consequences", "hp_only"] = Field(
        "full_consequences",
        description="AMB-30: a hero brought to 0 HP outside a Battle is defeated (R-OTH-6) and regains "
                    "2 HP at Dawn; `full_consequences` adds the penalties of R-ENG-DEF-1 (Gold, a card, "
                    "the City), `hp_only` spares them")
    feat_daily_limit: Literal["chapters_only", "all_feats"] = Field(
        "chapters_only", description="AMB-22")
    flee_destination: Literal["previous_region", "nearest_region"] = Field(
        "previous_region", description="AMB-40")
    unhide_timing: Literal["any_time", "own_turn_only"] = Field("any_time", description="AMB-41")
    confront_attribute_lock: Literal["while_record", "whole_day"] = Field(
        "while_record", description="AMB-42")
    hostile_stranger_forced_steps: Literal["loot_and_rumour", "rumour_only"] = Field(
        "loot_and_rumour", description="AMB-46")
    overcome_keyword_source: Literal["assets", "any_card_in_play"] = Field(
        "assets", description="AMB-45")
    talents_pay_chapter_keywords: bool = Field(False, description="AMB-44")
    team_bonus_in_battle: Literal["off", "active_hero"] = Field("off", description="AMB-29")
    plots_per_trigger: Literal["one", "one_per_matching_ancient"] = Field(
        "one", description="AMB-31")
    plot_placement: Literal["top_card", "first_matching_terrain"] = Field(
        "top_card", description="AMB-48")
    mix_ancient_abilities: bool = Field(False, description="AMB-49")
    trade_location: Literal["city_or_effect", "city_only"] = Field(
        "city_or_effect", description="AMB-18")
    sacrifice_gold_pays_feat: bool = Field(True, description="AMB-19")
    team_assault: bool = Field(True, description="AMB-27")
    subtypes_are_keywords: bool = Field(False, description="AMB-17")
    wound_restricted_ap: Literal["after_ordinary", "spared"] = Field(
        "after_ordinary",
        description="R-HP-1: the sources say each HP lost costs one AP 'if possible' and are silent "
                    "on AP kept for one Action (Scout, Shaman, Loot). Ruling: it is AP, so it goes once "
                    "no ordinary AP is left; `spared` keeps it through wounds")
    night_choices: Literal["first_hero", "each_hero"] = Field(
        "first_hero", description="R-NIGHT-DARK-2: the First Hero makes the choices a Night card "
                                  "requires; `each_hero` lets each hero choose for themselves")

    @property
    def secret_hands(self) -> bool:
        """In a competitive game each hand (Rumours, Loot) and each question is private to
        its player (DESIGN.md §6); in the other modes everything is on the table."""
        return self.mode == "competitive"
