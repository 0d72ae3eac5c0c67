## Age of Heroes: the card gallery of the rules window (names and card texts are in catalog.ftl)

gallery-details-iron = Goes into three prices: army (iron + 2 grain), fortress (iron + wood + stone) and general (iron + gold).
gallery-details-wood = Goes into two prices: city (stone + 2 wood) and fortress (iron + wood + stone).
gallery-details-grain = Goes into one price: army (iron + 2 grain). A famine makes every player throw away all their grain, so do not hoard it.
gallery-details-stone = Goes into three prices: road (2 stone), city (stone + 2 wood) and fortress (iron + wood + stone).
gallery-details-gold = Can stand in for iron, wood, grain or stone in any price. A general needs one gold card of its own on top of that.
gallery-details-growth = Acts as soon as it is drawn: you take a city from the supply for free. If no city is left, nothing happens.
gallery-details-earthquake = Acts as soon as it is drawn: you put it on an army of another tribe. That army can neither attack nor defend until the end of its owner's next turn. The victim may cancel it with Luck.
gallery-details-eruption = Acts as soon as it is drawn: you choose a city of another tribe, and it returns to the supply. The victim may cancel it with Luck.
gallery-details-famine = Acts as soon as it is drawn: every player discards all the grain in hand. One Luck card cancels it for everybody.
gallery-details-barbarians = Acts as soon as it is drawn: the one who drew it loses two random cards of ordinary resources or gold. Luck or Olympic games stop the raid.
gallery-details-olympics = Keep it in hand. When another player attacks you, play it to call the attack off; it also stops barbarians.
gallery-details-hero = Keep it in hand. In one battle, attacking or defending, it fights as an extra army or leads an army as a general (+2). You may attack with a hero alone. Discarded after the battle.
gallery-details-luck = Keep it in hand. Against an earthquake or an eruption the victim plays it; against barbarians, the one who drew them; against a famine any holder, and then nobody loses grain. It does not help against another player's attack.
gallery-details-army = Costs iron and two grain. Fights one duel per battle, with a die plus its bonuses. Destroyed armies go back to the supply.
gallery-details-city = Costs stone and two wood. Each city brings one card when you collect tax. Five cities are a claim to victory.
gallery-details-fortress = Costs iron, wood and stone. Each fortress gives +1 to every army of yours that defends. No help in attack.
gallery-details-general = Costs iron and gold. Placed on one of your armies without a general: +2 in its duels. Dies with its army.
gallery-details-road = Costs two stone; only to a neighbour, who must agree. Extra cards at every fair and a quick way home for your armies.
# $tribe: the tribe that collects the special resource
gallery-details-special = Only the { $tribe ->
        [egyptians] Egyptians
        [romans] Romans
        [greeks] Greeks
        [babylonians] Babylonians
        [celts] Celts
       *[chinese] Chinese
    } can use it: in phase 3 of their turn they lay it on their culture monument. Five on the monument are a claim to victory. For every other tribe it is only something to trade.
gallery-group-resource = Ordinary resources
gallery-group-special = Special resources (for the monument)
gallery-group-event = Events you can keep
gallery-group-immediate = Events that act at once
gallery-group-supply = Main supply (built, not drawn)
gallery-count-deck = { $n } in the deck
gallery-count-supply = { $n } in the supply
