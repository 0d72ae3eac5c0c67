## Age of Heroes: why a hinted move is good (the reasons hint_reasons.py picks; they follow the move's own words)

hint-generic = Played out many times from here, this move wins most often.
hint-build_fifth_city = That is your fifth city: at the start of your next turn you win, unless someone takes a city from you first.
hint-build_more_city = A city beyond five keeps you at five even if an attack takes one.
hint-build_city = You would have { $n } { $n ->
        [one] city
       *[other] cities
    }: { $left } more and you can win. Cities also pay more tax.
hint-build_army = You would have { $n } { $n ->
        [one] army
       *[other] armies
    }: armies defend your cities and let you conquer.
hint-build_general = A general makes that army fight with +2.
hint-build_fortress = Each fortress gives every army of yours +1 when it defends.
hint-build_road = With a road to { $other_seat } both of you draw an extra card at every fair, and your armies come home at once from wars against them.
hint-tax = You draw { $n } { $n ->
        [one] card
       *[other] cards
    }, one for each city.
hint-swap = Without a city you cannot tax, and of your cards you need { $card } the least.
hint-swap_other = Without a city you cannot tax: the swap gives you a fresh card from the deck.
hint-skip = You have nothing useful to do this turn: keep your cards.
hint-skip_full_hand = Taxes now would take you over five cards and make you discard: keep your cards.
hint-skip_wait = Nothing you could do this turn is worth more than the cards you keep for later.
hint-end_build = Keep the rest of your cards for later.
hint-end_build_empty = You have no cards left to build with.
hint-war_weak_neighbour = You have at least two armies more at home than { $target_seat }: unless they answer with a card, two of yours meet no defender, win, and can take a city.
hint-war = Your armies at home outnumber those of { $target_seat }.
hint-war_even = Played out many times, this war on { $target_seat } pays off, though dice decide each duel.
hint-goal_conquest = Two winning armies take a city, four take two; { $target_seat } has { $n } { $n ->
        [one] city
       *[other] cities
    }.
hint-goal_plunder = Each winning army brings back two cards from the hand of { $target_seat }, who holds { $n } { $n ->
        [one] card
       *[other] cards
    }.
hint-goal_destruction = One winning army takes a card off the monument of { $target_seat }, three take two; it holds { $n } { $n ->
        [one] card
       *[other] cards
    }.
hint-goal_other = As the armies stand now, this goal brings the most from this war.
hint-send_general = The army with a general fights with +2.
hint-send_army = Attackers that meet no defender win their duel: more armies, more winners.
hint-hero_army = The hero fights as an extra army you did not have to build; after the battle it is discarded.
hint-hero_general = The hero leads that army: it fights with +2 in this battle.
hint-go = { $n } { $n ->
        [one] army marches
       *[other] armies march
    } to battle.
hint-cancel_war = Your armies are no match for the defence of { $target_seat }.
hint-cancel_war_other = With the armies on both sides now, this war would most likely cost you more than it brings.
hint-monument = Your monument would hold { $total } of 5 cards.
hint-monument_complete = Your monument would be complete: you win at the start of your next turn unless someone destroys part of it.
hint-monument_more = Extra cards keep your monument at five even if an attack destroys some.
hint-monument_wait = Keep your special cards in hand for now: they can also be traded.
hint-discard = Of your cards you need { $card } the least.
hint-discard_other = You may keep only five cards, and the others will serve your next builds better.
hint-offer_for_city = To build a city you lack { $want }.
hint-offer_for_army = To build an army you lack { $want }.
hint-offer_for_fortress = To build a fortress you lack { $want }.
hint-offer_for_road = To build a road you lack { $want }.
hint-offer_for_general = To put a general on an army you lack { $want }.
hint-offer_monument = A { $want } card goes on your monument: each one brings you closer to five.
hint-offer_gold = Gold stands in for any ordinary card when you build.
hint-offer_hero = A hero fights one battle as an extra army or as a general.
hint-offer_olympics = { -olympics } call off an attack on you or a barbarian raid.
hint-offer_luck = { -luck } cancels a disaster that hits you.
hint-offer_other = This trade brings your hand closer to what you want to build than any other move now.
hint-withdraw = You need that { $card } yourself now.
hint-withdraw_other = That { $card } is worth more to you in your own hand.
hint-trade_done = No trade on offer makes your hand better than it is.
hint-road_yes = You also draw an extra card at every fair.
hint-road_no = The road would bring the builder's armies home at once after an attack on you.
hint-quake = { $target_seat } is the biggest threat: that army cannot fight until the end of their next turn.
hint-quake_other = That army of { $target_seat } cannot fight until the end of their next turn.
hint-erupt = { $target_seat } is closest to five cities, with { $n } now: one goes back to the supply.
hint-erupt_other = A city of { $target_seat } goes back to the supply.
hint-respond_luck_quake = { -luck } stops the earthquake: your army stays free to fight.
hint-respond_luck_erupt = { -luck } saves your city from the eruption.
hint-respond_luck_famine = { -luck } calls the famine off for everyone.
hint-respond_luck_barb = { -luck } sends the barbarians away: you keep your cards.
hint-respond_olympics_barb = { -olympics } call the raid off: you keep your cards.
hint-respond_olympics = { -olympics } call the attack off: the attacking armies go home.
hint-respond_hero_army = The hero defends as an extra army.
hint-respond_hero_general = The hero leads one of your armies: it defends with +2.
hint-respond_none = Keep your cards for a worse moment.
hint-respond_none_defend = Your armies at home defend; keep your cards for a worse moment.
hint-respond_nothing = You have no card to answer with.
hint-respond_nothing_defend = You have no card to answer with: your armies at home defend.
