## Age of Heroes: names, log lines, reasons, phases, the battle preview, table rules

title = Age of Heroes
card-iron = Iron
card-wood = Wood
card-grain = Grain
card-stone = Stone
card-gold = Gold
card-limestone = Limestone
card-concrete = Concrete
card-marble = Marble
card-bricks = Bricks
card-sandstone = Sandstone
card-granite = Granite
card-growth = { -growth }
card-earthquake = { -earthquake }
card-eruption = { -eruption }
card-famine = { -famine }
card-barbarians = { -barbarians }
card-olympics = { -olympics }
card-hero = { -hero }
card-luck = { -luck }
card-hidden = Card
cardtext-iron = Ordinary resource for armies, fortresses and generals.
cardtext-wood = Ordinary resource for cities and fortresses.
cardtext-grain = Ordinary resource that feeds new armies.
cardtext-stone = Ordinary resource for roads, cities and fortresses.
cardtext-gold = Stands in for any ordinary resource; a general needs gold.
cardtext-limestone = Egyptian special resource, a block for their monument.
cardtext-concrete = Roman special resource, a block for their monument.
cardtext-marble = Greek special resource, a block for their monument.
cardtext-bricks = Babylonian special resource, a block for their monument.
cardtext-sandstone = Celtic special resource, a block for their monument.
cardtext-granite = Chinese special resource, a block for their monument.
cardtext-growth = At once: take a city from the supply for free.
cardtext-earthquake = At once: lay it on another tribe's army; it sits out until its owner's next turn ends.
cardtext-eruption = At once: pick another tribe's city; it goes back to the supply.
cardtext-famine = At once: everyone throws away all grain in hand.
cardtext-barbarians = At once: you lose two random ordinary resource cards.
cardtext-olympics = Keep it. Calls off an attack on you, or a barbarian raid.
cardtext-hero = Keep it. Fights one battle as an army or as a general.
cardtext-luck = Keep it. Cancels famine, eruption, earthquake or barbarians.
tribe-egyptians = Egyptians
tribe-romans = Romans
tribe-greeks = Greeks
tribe-babylonians = Babylonians
tribe-celts = Celts
tribe-chinese = Chinese
item-army = Army
item-city = City
item-fortress = Fortress
item-general = General
item-road = Road
itemtext-army = Iron and two grain. Fights duels.
itemtext-city = Stone and two wood. Yields a card when you collect taxes.
itemtext-fortress = Iron, wood and stone. +1 to each defending army.
itemtext-general = Iron and gold. Leads one army: +2 in a duel.
itemtext-road = Two stone. Links you to a neighbour: more cards at the fair, armies home sooner.
goal-conquest = conquest
goal-plunder = plunder
goal-destruction = destroy the monument
how-last_standing = last tribe standing
how-cities = five cities
how-monument = cultural monument
how-round_limit = round limit
why-first_fair = first fair
why-no_city_left = no city left in the supply
why-no_target = no valid target
why-fair = fair
why-turn = turn start
why-tax = taxes
why-swap = swap
as-army = an army
as-general = a general
claim-cities = five cities
claim-monument = a finished monument
alert-last_turn = Last turn! { $seat } claims victory with { $what }. There will be no other chance to stop it.
alert-last_turn-own = Last turn! You claim victory with { $what }: hold on to it until your next turn.
recap-victory = Victory and elimination
recap-war = Wars
recap-monument = Monuments
recap-disaster = Disasters
result-attacker = attacker wins
result-defender = defender wins
result-tie = tie
decision-consent = road consent
decision-quake = earthquake target
decision-erupt = eruption target
decision-luck_quake = answer to the earthquake
decision-luck_erupt = answer to the eruption
decision-luck_famine = answer to the famine
decision-barb = answer to the barbarians
decision-defend = answer to the attack
phase-trade = Fair: trading
phase-fair = Fair
phase-turn_start = Draw a card
phase-action = Action
phase-build = Building
phase-war_goal = War: goal
phase-war_send = War: troops
phase-monument = Special resources
phase-discard = Discard
phase-turn_end = End of turn
phase-over = Game over
option-players = Players
option-round_limit = Round limit
option-round_limit-help = If nobody has won after this many rounds, the most cities wins.
option-tribes = Tribes
score-cities = Cities
stat-cities = Cities by round
stat-monument = Monument cards by round
score-monument = Monument
score-armies = Armies
score-generals = Generals
score-fortresses = Fortresses
score-roads = Roads
score-cards = Cards in hand
score-rounds = Rounds
section-setup = Setup
section-fair = Fair
section-trade = Trading
section-turn = Turn
section-tax = Taxes
section-build = Building
section-roads = Roads
section-war = War
section-combat = Combat
section-events = Events
section-monument = Monument
section-discard = Discard
section-victory = Victory
section-elimination = Elimination
section-table_rules = Table rules
reason-game_over = The game is over.
reason-not_your_turn = It is not your turn.
reason-waiting_for_decision = Waiting for another player's decision.
reason-unknown_action = You cannot do that now.
reason-not_a_target = That is not a valid target.
reason-no_such_card = You do not hold that card.
reason-decision_pending = First decide: { $decision }.
reason-not_fair_time = Trading happens only at the fair.
reason-not_tradeable = Only resource-deck cards can be traded.
reason-same_kind = Trading a card for the same kind makes no sense.
reason-offer_limit = You already posted { $n } offers at this fair.
reason-said_done = You said done: you are back in the trading when someone posts a new offer.
reason-offer_duplicate = That offer is already posted, or you lack the cards.
reason-no_such_offer = You have no such offer.
reason-fair_in_progress = The fair is on: only trading now.
reason-hand_over_limit = End your turn with at most { $n } cards: discard first.
reason-no_discard_needed = No need to discard now.
reason-one_action_per_turn = Only one action per turn.
reason-no_city_for_tax = Without a city you cannot tax; you may swap a card with the deck.
reason-swap_only_without_city = Swapping with the deck is only for a tribe without cities.
reason-army_blocked = An army under an earthquake cannot fight.
reason-army_away = That army has not come home yet.
reason-no_army = You need an army at home or a hero card.
reason-not_building = You are not building now.
reason-no_war = You are not waging a war now.
reason-goal_first = Declare the goal of the attack first.
reason-general_already_there = A general already leads that army.
reason-not_monument_time = Special resources are placed after the action.
reason-not_own_special = Only your tribe's special resource goes on your monument.
reason-no_road_asked = Nobody asked you about a road.
reason-supply_exhausted = None left in the supply: { $item }.
reason-road_not_neighbour = Roads lead only to your left or right neighbour.
reason-road_exists = There already is a road to that neighbour.
reason-no_such_army = You have no such army at home.
reason-cant_afford = Not enough resources for { $item }: { $n } { $n ->
        [one] card
       *[other] cards
    } short ({ $missing }).
reason-cant_afford_gold = Not enough resources for { $item }: { $n } { $n ->
        [one] card
       *[other] cards
    } short ({ $missing }), and only { $gold } spare gold to stand in for them.
reason-gold_needed = { $item } needs { $n } gold { $n ->
        [one] card
       *[other] cards
    } in place of the missing { $missing }.
reason-war_called_off = You already called off an attack this turn.
reason-olympics_after_hero = A hero has already joined the defence: { -olympics } can no longer be played.
reason-road_refused_this_turn = That neighbour already refused you a road this turn.
reason-too_much_gold = You cannot spend that much gold here.
log-reshuffle = The discard pile becomes a new deck of { $n } { $n ->
        [one] card
       *[other] cards
    }
log-eliminated = { $seat } is out of the game
log-victory = { $seat } wins: { $how }
log-event_card = { $seat } resolves { $card }
log-no_effect = { $card } is discarded without effect ({ $why })
log-growth = { $seat } gains a new city
log-luck = { $seat } plays { -luck } and cancels { $card }
log-famine = { -famine }: { $seat } discards { $n } grain
log-famine-zero = { "" }
log-barbarians = { -barbarians } raid { $seat }: { $cards }
log-barbarians-zero = { -barbarians } raid { $seat } but find nothing to take
log-quake = An earthquake pins down an army of { $seat }
log-quake_ends = The earthquake at { $seat } is over
log-eruption = An eruption destroys a city of { $seat }
log-olympics_barbarians = { $seat } holds { -olympics }; the barbarians leave
log-armies_return = { $seat }: { $n } { $n ->
        [one] army
       *[other] armies
    } home again
log-armies_away = { $seat }: { $n } { $n ->
        [one] army
       *[other] armies
    } away until after the next turn
log-olympics_war = { $seat } holds { -olympics }: the attack of { $attacker_seat } is called off
log-hero_defends = { $seat } meets the enemy with a hero as { $as }
log-hero_attacks = { $seat } leads a hero into battle as { $as }
log-duel = Duel { $seat } vs { $defender_seat }: { $a_die }+{ $a_bonus } against { $d_die }+{ $d_bonus } — { $result }
log-battle_result = Battle { $seat } vs { $defender_seat }: { $winners } winning { $winners ->
        [one] army
       *[other] armies
    }
log-battle_result-zero = Battle { $seat } vs { $defender_seat }: no winning army
log-conquest = { $seat } takes { $n } { $n ->
        [one] city
       *[other] cities
    } from { $defender_seat }
log-destruction = { $seat } tears { $n } { $n ->
        [one] card
       *[other] cards
    } off the monument of { $defender_seat }
log-plunder = { $seat } plunders { $n } { $n ->
        [one] card
       *[other] cards
    } from { $defender_seat }
log-plunder-own = You took from { $defender_seat }: { $cards }
log-plundered = { $seat } loses { $n } { $n ->
        [one] card
       *[other] cards
    }
log-plundered-own = { $attacker_seat } took from you: { $cards }
log-draw = { $seat } draws a card ({ $why })
log-draw-own = You draw { $card } ({ $why })
log-draw_event = { $seat } draws { $card }
log-deck_empty = The deck is empty: { $seat } misses { $n } { $n ->
        [one] card
       *[other] cards
    }
log-tribe = { $seat } leads the tribe: { $tribe }
log-first_player = { $seat } rolls highest and goes first
log-dealt = { $seat } is dealt { $n } { $n ->
        [one] card
       *[other] cards
    }
log-dealt-own = You are dealt: { $cards }
log-deal_disaster = { $seat } turns up the disaster { $card } in the deal: it is discarded
log-fair = Fair before round { $round }
log-offer = { $seat } offers { $give } for { $want }
log-trade = Trade: { $seat } gives { $gave } and gets { $got } from { $other_seat }
log-offer_closed = An offer of { $seat } is closed
log-withdraw = { $seat } withdraws an offer
log-trade_done = { $seat } passes
log-round = Round { $round }
log-turn = Turn: { $seat }
log-claim_failed = { $seat } no longer meets the victory condition
log-claim_waits = { $seat } does not win yet: every other tribe must have a turn first
log-last_turn = { $seat } claims victory ({ $what }): last turn!
log-build_end = { $seat } stops building
log-build = { $seat } builds: { $item }
log-tax = { $seat } collects taxes: { $n } { $n ->
        [one] card
       *[other] cards
    }
log-swap = { $seat } swaps { $card } for a card from the deck
log-skip = { $seat } takes no action
log-war_target = { $seat } declares war on { $defender_seat }
log-war_goal = { $seat } names the goal: { $goal }
log-send = { $seat } picks an army to send
log-war_cancelled = { $seat } calls the war off before sending any army
log-war = { $seat } sends { $n } { $n ->
        [one] army
       *[other] armies
    } to attack { $defender_seat } ({ $goal })
log-no_spoils = { $seat } wins the battle but takes nothing: { $why }
nospoils-too_few = one winning army is not enough for a city
nospoils-no_city = the defender has no city left
nospoils-no_card = the defender has no card in hand
nospoils-no_monument = the defender's monument is empty
odds-gain-conquest = { $n } { $n ->
        [one] city
       *[other] cities
    }
odds-gain-plunder = { $n } { $n ->
        [one] card
       *[other] cards
    }
odds-gain-destruction = { $n } monument { $n ->
        [one] card
       *[other] cards
    }
odds-label-conquest = Conquest: up to { $n } { $n ->
        [one] city
       *[other] cities
    }
odds-label-plunder = Plunder: up to { $n } { $n ->
        [one] card
       *[other] cards
    }
odds-label-destruction = Destruction: up to { $n } monument { $n ->
        [one] card
       *[other] cards
    }
odds-goal-conquest = Conquest
odds-goal-plunder = Plunder
odds-goal-destruction = Destruction
odds-label_nothing-conquest = Conquest: nothing to take
odds-label_nothing-plunder = Plunder: nothing to take
odds-label_nothing-destruction = Destruction: nothing to throw off
odds-rule-conquest = Conquest: 2–3 winning armies take 1 city, 4 or more take 2 cities.
odds-rule-plunder = Plunder: each winning army takes 2 random cards from the defender's hand.
odds-rule-destruction = Destruction: 1–2 winning armies throw 1 card off the defender's monument, 3 or more throw 2 cards.
odds-if_all = Chances if you send all you have ({ $n } { $n ->
        [one] army
       *[other] armies
    }):
odds-if_all_heroes = Chances if you send all you have ({ $n } { $n ->
        [one] army
       *[other] armies
    } and { $h } { $h ->
        [one] hero
       *[other] heroes
    }):
odds-if_all_heroes_only = Chances if you send { $h } { $h ->
        [one] hero
       *[other] heroes
    } into battle:
odds-sent = Chances with { $n } { $n ->
        [one] army
       *[other] armies
    }:
odds-most = With { $n } { $n ->
        [one] army
       *[other] armies
    }: at most { $gain }.
odds-capped = That is all { $defender_seat } has.
odds-no_units = No army picked yet.
odds-most-too_few = With { $n } { $n ->
        [one] army
       *[other] armies
    } conquest takes nothing: a city needs 2 winning armies.
odds-most-no_city = { $defender_seat } has no city to take.
odds-most-no_card = { $defender_seat } has no card in hand to plunder.
odds-most-no_monument = The monument of { $defender_seat } has no card to throw off.
odds-won_nothing = a win without spoils
odds-failed = no winning army
odds-against = { $defender_seat } defends with { $d } { $d ->
        [one] army
       *[other] armies
    }
odds-forts = and { $forts } { $forts ->
        [one] fortress
       *[other] fortresses
    } (+{ $forts } in each duel)
odds-against_none = { $defender_seat } has no army at home: every army sent wins.
odds-caveat = Not counted: a hero or { -olympics } { $defender_seat } may still play.
log-monument = { $seat } adds { $n } { $n ->
        [one] card
       *[other] cards
    } to the monument ({ $total } in all)
log-discard = { $seat } discards { $card }
log-road_asked = { $seat } asks { $other_seat } for a road
log-road_built = Road built: { $seat } — { $other_seat }
log-road_refused = { $other_seat } refuses a road to { $seat }
log-quake_target = { $seat } aims the earthquake at { $target_seat }
log-erupt_target = { $seat } aims the eruption at { $target_seat }
log-no_answer = { $seat } plays no card in answer
table_rule-trade_offers = Trading: an offer says 'one card of this kind for one card of that kind'. As soon as two offers mirror each other the cards change hands at once, for good.
table_rule-trade_market = The fair is a market. 'Done' means 'nothing more from me for now'. Whenever someone posts a new offer, every player who has said done and can still post comes back and answers it: accepts it, posts a counter-offer or says done again. Computer players answer too.
table_rule-trade_end = The fair ends when every player has said done after the last new offer, so everyone, computer players and every person at a shared screen, sees every offer before it ends. The open offers of a player who is done stay valid until the fair ends.
table_rule-offer_cap = Each player posts at most 6 offers per fair; accepting an offer is posting one. A player who has posted all six, or holds no card, is not called back. So every fair ends.
table_rule-build_one_at_a_time = Building goes one item at a time until the player stops.
table_rule-gold_order = The player chooses how much gold to spend. Gold first covers what is missing; extra gold replaces the price's cards in the order the price lists them.
table_rule-general_placement = A new general goes on a chosen army at home that has none.
table_rule-road_consent = The neighbour answers a road request as a separate decision; the builder pays only if the neighbour agrees.
table_rule-neighbours_after_elimination = After an elimination the nearest remaining tribes round the circle become neighbours; roads to the eliminated tribe return to the supply.
table_rule-pairing = Duel pairing: the attacker's strongest army meets the defender's strongest, and so on.
table_rule-hero_one_battle = A hero used as an army or general goes to the discard pile after its battle.
table_rule-hero_cancelled = If { -olympics } call an attack off, a hero the attacker played is discarded all the same.
table_rule-defender_answer = The defender answers one card at a time: { -olympics } (only as the first answer: the attack is called off) or a hero; after each hero they are asked again, until they choose to fight. Every ready army at home defends.
table_rule-quake_target = An earthquake goes on an army that is at home and not already pinned down.
table_rule-famine_luck = Any { -luck } holder may cancel a famine for everyone; players are asked round the circle starting with the one who drew it.
table_rule-luck_victim = The victim may cancel an earthquake or an eruption with { -luck }; the drawer may cancel barbarians.
table_rule-asked_always = Everyone concerned is asked for an answer ({ -luck }, { -olympics }, a hero) even with nothing to answer with, and the computer always takes the same time over such an answer: being asked tells nobody what a hand holds.
table_rule-barbarians_basic = { -barbarians } take ordinary resources, gold included.
table_rule-no_target = An event with no valid target is discarded without effect.
table_rule-monument_more = A monument may hold more than five cards.
table_rule-claim_either = When the claim is judged, the claimant wins with five cities or a complete monument, whichever it is.
table_rule-claims_several = Several players may claim; whoever's turn comes first is checked first.
table_rule-claim_at_fair = A claim is judged at the start of the claimant's first turn by which every other tribe has played a whole turn since the claim. So a claim made at the fair is judged not at the claimant's turn right after that fair but at the next one, unless the claimant plays last in the round. If at such an earlier turn the claimant no longer meets the condition, the claim lapses.
table_rule-elimination_after_war = After a battle, elimination is checked for the side that failed: the defender if the attacker has at least one winning army, otherwise the attacker (also when { -olympics } turn the attack back). The side that held its ground is never eliminated.
table_rule-round_limit = If nobody has won after the round limit (60 rounds), the game ends.
table_rule-tie_break = Then most cities wins, then most monument cards, then most armies, then most cards in hand, then the lower seat number.
table_rule-setup_order = Dice pick the first player first, then cards are dealt; the first fair follows the deal at once.
table_rule-deck_empty = When both the deck and the discard pile are empty, missing cards are not drawn.
table_rule-no_repeats = A road a neighbour refused, or an attack called off before it was sent, cannot be tried again in the same turn, so the game always moves on.
