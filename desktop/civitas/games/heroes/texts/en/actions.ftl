## Age of Heroes: every move in words (hints, coach notes, buttons; labels.py picks the message)

action-offer = Offer { $give } for { $want }
action-accept = Accept the offer of { $other_seat }: give { $give }, get { $want }
action-withdraw = Withdraw your offer of { $give } for { $want }
action-withdraw_any = Withdraw an offer
action-trade_done = Finish trading
action-tax = Collect taxes
action-swap = Swap { $card } for a card from the deck
action-war = Attack { $target_seat }
action-skip = Skip the action
action-build_army = Build an army
action-build_city = Build a city
action-build_fortress = Build a fortress
action-build_general = Put a general at the head of an army
action-build_general_blocked = Put a general at the head of the army under the earthquake
action-build_road = Build a road to { $other_seat }
action-build_gold = { $what }, paying with { $n } gold { $n ->
        [one] card
       *[other] cards
    }
action-end_build = Stop building
action-goal = Choose the goal: { $goal }
action-send = Send an army
action-send_general = Send the army with a general
action-hero_army = Send the hero as an army
action-hero_general = Let the hero lead an army
action-go = March to battle with the armies sent
action-cancel_war = Call off the war
action-monument = Place { $n } { $n ->
        [one] card
       *[other] cards
    } on your monument
action-monument_keep = Keep your special cards in hand
action-discard = Discard { $card }
action-road_yes = Agree to the road with { $other_seat }
action-road_yes_any = Agree to the road
action-road_no = Refuse the road to { $other_seat }
action-road_no_any = Refuse the road
action-quake = Put the earthquake on an army of { $target_seat }
action-quake_general = Put the earthquake on { $target_seat }'s army with a general
action-erupt = Send the eruption to a city of { $target_seat }
action-respond_luck = Play { -luck }
action-respond_olympics = Play { -olympics }
action-respond_hero_army = Let the hero defend as an army
action-respond_hero_general = Let the hero lead a defending army
action-respond_none = Let it happen
action-respond_none_defend = Fight with the armies at home
action-other = Another move
