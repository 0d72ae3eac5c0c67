"""Territory's texts in English: log lines, reasons, phases, labels and the words of ``texts.describe``.
Card names and texts come from the card data (``catalog.py`` adds them). Terms follow the rules help:
the pool, local income, the discard, the demolition pile, unions, the leader, market day.

All wording here is the project's own.
"""

from __future__ import annotations

_UNITS = "{gain} {gain|unit|units}"

LOG: dict[str, str] = {
    "log.setup": (
        "A new game of Territory: {players} players, reputation {target} wins. {leader_seat} is the first leader."
    ),
    "log.deal": "{seat} is dealt {count} {count|card|cards}.",
    "log.deal.own": "{seat} is dealt: {cards}.",
    "log.round": "Round {round} begins; {leader_seat} leads.{market| It is market day.}",
    "log.round.zero": "Round {round} begins; {leader_seat} leads.",
    "log.draw": "{seat} draws {count} {count|card|cards}.",
    "log.draw.zero": "",
    "log.draw.own": "{seat} draws: {cards}.",
    "log.draw.own.zero": "",
    "log.leader": "{seat} becomes the leader.",
    # --- market day ---
    "log.offer": "{seat} offers {card} for {price} {price|card|cards}.",
    "log.sold": "{seat} buys {card} from {seller_seat} for {price} {price|card|cards}.",
    "log.sold.own": "{seat} buys your {card} and pays you: {paid}.",
    "log.market_closed": (
        "Market day is over: {unsold} unsold {unsold|card goes|cards go} back to {unsold|its owner|their owners}."
    ),
    # --- construction ---
    "log.land": "{seat} lays a card face down as territory {land}.",
    "log.land.own": "{seat} lays {card} face down as territory {land}.",
    "log.build": "{seat} places {card} on territory {land}.",
    "log.merged": "{seat} discards two factories to put a conglomerate in their place.",
    "log.bridge": "{seat} builds {card} from territory {land} to {target_seat}'s territory {target}.",
    "log.develop": "{seat} lays the development card {card} on territory {land}.",
    "log.quest": "{seat} takes a quest.",
    "log.quest.own": "{seat} takes the quest {card}.",
    "log.claim": "{seat} completes the quest {quest} and gains 1 reputation.",
    "log.draw_dev": "{seat} draws a development card.",
    "log.draw_dev.own": "{seat} draws the development card {card}.",
    "log.end_build": "{seat} ends construction.",
    # --- income ---
    "log.roll": "{seat} rolls {d1} and {d2}: the pool holds {pool} {pool|unit|units} this round.",
    "log.profit": f"{{seat}}'s {{card}} yields {_UNITS} of local income to its territory.",
    "log.gamble": f"{{seat}}'s {{card}} rolls {{roll}} and wins {_UNITS}.",
    "log.gamble.zero": "{seat}'s {card} rolls {roll} and wins nothing.",
    "log.take": "{seat} takes a unit from the pool for {card}; {pool} left.",
    "log.take.zero": "{seat} takes the last unit of the pool for {card}.",
    "log.store": "{seat} stores a unit from the pool in {card}; {pool} left.",
    "log.store.zero": "{seat} stores the last unit of the pool in {card}.",
    "log.allocate": "{seat} moves a unit of local income from territory {land} onto {card}.",
    "log.release": "{seat} releases a unit from {card} into its territory's local income.",
    "log.pass": "{seat} passes.",
    "log.pool_lost": "The rest of the pool is lost: {count} {count|unit|units}.",
    "log.tuck": "{seat} tucks a card under {card}.",
    "log.tuck.own": "{seat} tucks {tucked} under {card}.",
    # --- influence: events and reputation cards ---
    "log.event": "{seat} plays the event {card}.",
    # Ready for an event that names its target by kind (see the report that brought this catalog).
    "log.event_seat": "{seat} plays the event {card} against {target_seat}.",
    "log.event_land": "{seat} plays the event {card} on {target_seat}'s territory {target}.",
    "log.event_card": "{seat} plays the event {card} on {target_seat}'s {target}.",
    "log.reputation": "{seat} lays {card} on {owner_seat}'s territory {land}.",
    # --- characters ---
    "log.venture": f"{{seat}}'s {{card}} tries a venture: rolls {{roll}}, local income +{_UNITS}.",
    "log.venture.zero": "{seat}'s {card} tries a venture: rolls {roll}, no income.",
    "log.robbed": f"{{seat}}'s {{card}} robs {{victim_seat}}'s {{target}} and carries off {_UNITS}.",
    "log.marked": (
        "{seat}'s {card} marks {victim_seat}'s {target}: if it is paid for this round, it goes over to the raider."
    ),
    "log.seized": "{seat} seizes {card} with {by}.",
    "log.strike": "{seat}'s {card} strikes {victim_seat}'s {target}.",
    "log.destroyed": "{seat}'s {card} goes to the demolition pile.",
    "log.rebuilt": "{seat}'s {card} brings {target} back from the demolition pile.",
    "log.spying": "{seat}'s {card} sneaks onto {victim_seat}'s territory {land}: rolls {roll} (4–6 succeeds).",
    "log.spied": "{seat}'s spy sends {victim_seat}'s {card} to the discard.",
    # --- unions ---
    "log.union": "Significance is counted in the union of territories {lands}.",
    "log.takeover": (
        "{seat} wins the union and takes {count} {count|territory|territories} ({lands}) with every card on "
        "{count|it|them}: +1 reputation."
    ),
    # --- destruction ---
    "log.epidemic_loss": "Epidemic: {seat}'s {card} goes to the demolition pile.",
    "log.collapse": "{seat}'s {card} got no income and collapses into the demolition pile.",
    "log.destruction": (
        "Destruction: {count} of {needing} cards that need income collapse; {lost} unspent local income is lost."
    ),
    "log.burden": "{card} is unpaid: {seat} loses 1 reputation.",
    "log.burden_paid": "{seat}'s {card} is paid and goes to the discard.",
    "log.good_name": "{card} brings {seat} 1 reputation.",
    "log.neglected": "{seat}'s territory {land} is neglected and goes to the discard with its cards: {cards}.",
    "log.neglected.zero": "{seat}'s territory {land} is neglected and goes to the discard.",
    # --- reputation and the end ---
    "log.quest_leader": "{seat} takes the quest leader's title (+1 reputation).",
    "log.game_over": "The game ends in round {round}: {why}.",
}

REASONS: dict[str, str] = {
    "reason.illegal": "You cannot do that now.",
    "reason.not_your_turn": "It is not your turn.",
    "reason.wrong_phase": "That action belongs to another phase of the round.",
    "reason.not_in_hand": "That card is not in your hand.",
    "reason.land_limit": "A turn allows at most {count} new {count|territory|territories}.",
    "reason.place_limit": "A turn allows at most {count} {count|placement|placements}.",
    "reason.not_placeable": "Only buildings and characters are placed on a territory.",
    "reason.wrong_form": "That card is played another way.",
    "reason.not_your_territory": "That territory is not yours.",
    "reason.territory_full": "That territory has no room left.",
    "reason.needs_two_factories": "A conglomerate goes on a territory with two factories.",
    "reason.needs_card": "{card} needs {kind} on the same territory first.",
    "reason.not_development": "That is not a development card.",
    "reason.one_quest": "A turn allows only one quest.",
    "reason.two_quests": "You already hold two quests, the most you may hold.",
    "reason.no_quests": "The quest deck is empty.",
    "reason.quest_not_done": "That quest's condition is not met yet.",
    "reason.one_influence": "You already used this turn's influence: an event, a reputation card or a character.",
    "reason.own_territory_only": "That card goes on your own territory only.",
    "reason.pool_empty": "The pool is empty.",
    "reason.not_your_card": "That card is not yours.",
    "reason.bank_cannot_store": (
        "That bank cannot take a unit now: it is not working, it is full, or something on its territory is unpaid."
    ),
    "reason.already_funded": "That card already has all the income it needs.",
    "reason.burdened": "An unpaid burden lies on that territory: until it is paid, no other card there gets income.",
    "reason.no_local": "That territory has no local income to spare.",
    "reason.one_purchase": "You already bought a card this market day.",
    "reason.two_offers": "You cannot offer more than two cards.",
    "reason.already_acted": "That character has already acted this round.",
    "reason.not_working": "A character acts only once it has all the income it needs.",
    "reason.guarded": "The target is protected: a guard against this character works on its territory or union.",
    "reason.bad_target": "That is not a target for this character.",
}

#: What the player decides now; ``reason.choose.<phase>`` is built from these.
PHASES: dict[str, str] = {
    "phase.offer": "Market day: offer up to two cards for sale, or finish.",
    "phase.buy": "Market day: buy one card from another player, or decline.",
    "phase.pay": "Choose the cards from your hand to pay for your purchase.",
    "phase.build": "Construction: make a territory, place cards, take a quest, or end your turn.",
    "phase.draft": "Income draft: take a unit from the pool, store it in a bank, or pass.",
    "phase.wrap": "Last window: move local income, tuck cards under plantations, or finish.",
    "phase.spy": "Your spy got in: choose a card on that territory to send to the discard.",
    "phase.over": "The game is over.",
}
CHOOSE_PREFIX = "Another decision is needed now."

LABELS: dict[str, str] = {
    "card.hidden": "a hidden card",
    "cardtext.hidden": "A card you cannot see.",
    # --- actions (short labels for buttons and menus) ---
    "action.land": "Make a territory",
    "action.build": "Place",
    "action.mansion": "Build a mansion",
    "action.bridge": "Build a bridge",
    "action.develop": "Lay a development",
    "action.quest": "Take a quest",
    "action.claim": "Complete a quest",
    "action.end": "End turn",
    "action.allocate": "Move income",
    "action.release": "Release from a bank",
    "action.event": "Play an event",
    "action.rep": "Play a reputation card",
    "action.act": "Use a character",
    "action.take": "Take a unit",
    "action.store": "Store in a bank",
    "action.pass": "Pass",
    "action.tuck": "Tuck under a plantation",
    "action.done": "Done",
    "action.pick": "Send to the discard",
    "action.offer": "Offer for sale",
    "action.buy": "Buy",
    "action.pay": "Pay with",
    "action.no_buy": "Buy nothing",
    # --- why the game ended ---
    "end.reputation": "a player's reputation reached the target",
    "end.deck": "the main deck ran out and a player has no cards in hand",
    "end.cap": "the last round, round 30, has been played",
    # --- scores ---
    "score.reputation": "Reputation",
    "score.quest_leader": "Quest leader's title",
    "score.quests_held": "Unfinished quests (−2 each)",
    "score.quests_done": "Quests completed",
    "score.territories": "Territories",
    "how.reputation": "on reputation",
    "how.tiebreak": "score tied: decided by territories, then by working cards",
    "stat.reputation": "Reputation by round",
    # --- options ---
    "option.players": "Players",
    "option.first_leader": "First leader",
    "option.first_leader.random": "Random",
    "option.first_leader.1": "Player 1",
    "option.first_leader.2": "Player 2",
    "option.first_leader.3": "Player 3",
    "option.first_leader.4": "Player 4",
    "option.first_leader.5": "Player 5",
    "option.first_leader.6": "Player 6",
    "option.target": "Reputation to win",
    "option.pool": "Income pool per round",
    "option.pool.d6+P": "1 die + the number of players",
    "option.pool.2d6": "2 dice",
    "option.pool.2d6+P": "2 dice + the number of players",
    "option.pool.2d6+2P": "2 dice + twice the number of players",
    "option.pool.2d6*P/2": "2 dice × half the players",
    "option.draw": "Cards drawn per round",
    "option.draw.1": "1 card",
    "option.draw.2": "2 cards",
    "option.draw.2/1": "2 cards (1 with 5–6 players)",
    "option.draw.refill4": "Up to 4 cards in hand",
    "option.limit": "Per construction turn",
    "option.limit.1+1": "1 territory and 1 placement",
    "option.limit.1+2": "1 territory and 2 placements",
    "option.limit.free": "No limit",
    "option.capacity": "Room on a territory",
    "option.capacity.3": "3 cards",
    "option.capacity.4": "4 cards",
    "option.capacity.none": "No limit",
    "option.good_name": "Good Name gives reputation",
    "option.good_name.once": "once, then it is discarded",
    "option.good_name.round": "every round it is funded",
    "option.after_deck": "Rounds played after the deck runs out",
    "option.upkeep": "Extra income every building and character needs (and gives)",
    "option.attackers": "Thieves, saboteurs and hitmen (each)",
    "option.scenario": "Prearranged opening",
    "option.scenario.none": "None",
    "option.scenario.tutorial": "The guided first game",
}

#: Words ``texts.describe`` puts around card names, territories and players.
DESCRIBE: dict[str, str] = {
    # a territory (English has one form for every case); ``.other`` names an owner who is not the player
    "describe.land.gen": "territory {n}",
    "describe.land.gen.other": "{owner_seat}'s territory {n}",
    "describe.land.acc": "territory {n}",
    "describe.land.acc.other": "{owner_seat}'s territory {n}",
    "describe.card.own": "{card} (territory {n})",
    "describe.card.other": "{owner_seat}'s {card} (territory {n})",
    "describe.card.loose": "{card}",
    "describe.land": "Lay {card} face down as a new territory",
    "describe.build": "Place {card} on {land}",
    "describe.chain": "Put {card} on {land} in place of two factories",
    "describe.mansion": "Build {card} on {land} and {land2}",
    "describe.bridge": "Build {card} from {land} to {target}",
    "describe.develop": "Lay {card} on {land}",
    "describe.quest": "Take a quest",
    "describe.claim": "Complete the quest {card}",
    "describe.end": "End construction",
    "describe.allocate": "Move a unit of local income from {land} onto {card}",
    "describe.release": "Release a unit from {card} into local income",
    "describe.event": "Play {card}",
    "describe.event_seat": "Play {card} against {target_seat}",
    "describe.event_land": "Play {card} on {land}",
    "describe.event_card": "Play {card} on {target}",
    "describe.rep": "Lay {card} on {land}",
    "describe.act": "{card}: act",
    "describe.act_venture": "{card}: try a venture (a die, 4–6 brings income)",
    "describe.act_land": "{card}: sneak onto {land}",
    "describe.act_card": "{card}: against {target}",
    "describe.act_rebuild": "{card}: bring {target} back from the demolition pile",
    "describe.take": "Take a unit from the pool for {card}",
    "describe.store": "Store a unit from the pool in {card}",
    "describe.pass": "Pass",
    "describe.tuck": "Tuck {card} under {target}",
    "describe.done": "Finish",
    "describe.done_offer": "Offer nothing more",
    "describe.pick": "Send {card} to the discard",
    "describe.offer": "Offer {card} for {n} {n|card|cards}",
    "describe.buy": "Buy {card} from {seller_seat} for {n} {n|card|cards}",
    "describe.pay": "Pay with {card}",
    "describe.no_buy": "Buy nothing",
    "describe.unknown": "Action: {what}",
}
