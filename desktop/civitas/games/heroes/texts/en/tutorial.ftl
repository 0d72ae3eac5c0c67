## Age of Heroes: the guided first game, step by step ($p0 is the learner, $p1 and $p2 the rivals; facts: $round, $n, $held, $drawn, $hand)

tutorial-welcome-title = Welcome to Age of Heroes
tutorial-welcome-text = You are { $p0 }, leader of the Greeks at the bottom of the table; your rivals are { $p1 } of the Egyptians and { $p2 } of the Romans. A tribe wins with five cities, with five cards on its monument, or by being the last one standing.
tutorial-trade-title = Trade at the fair
tutorial-trade-text = Before every round comes a fair: each tribe draws a card, then everyone may trade. Your Limestone is of use only to the Egyptians, so offer it for Marble, the Greek resource, in the trading panel on the right (I give, I want, Post offer).
tutorial-trade-result = { $p1 } wanted exactly that, so the cards changed hands at once. A trade that has matched cannot be taken back.
tutorial-trade_done-title = Finish trading
tutorial-trade_done-text = The fair lasts until every player has said done after the last new offer: your offer called { $p1 } and { $p2 } back, and they answer it before the fair can end. Press Done trading: the first round begins, and you play first.
tutorial-city-title = Build a city
tutorial-city-text = Each city brings a card when you collect taxes, and five cities win the game. A city costs Stone and two Wood: drag your Stone card onto the City in the supply.
tutorial-city-result = You have two cities now; the three cards you paid went to the discard pile.
tutorial-end_build-title = End building
tutorial-end_build-text = In one action you may build as much as you can pay for. Nothing more is affordable, so press End building.
tutorial-end_build-result = Building was your one action this turn. Next comes the phase for special resources.
tutorial-monument-title = Grow your monument
tutorial-monument-text = After the action you may lay your own special resource on your monument; five cards there win the game. Drag a Marble card onto the Monument to place both (or press Place 2).
tutorial-monument-result = Your monument holds 2 of 5 cards. Your turn is over, and now the others play.
tutorial-fair2-title = The next fair
tutorial-fair2-text = While you wait, { $p1 } and { $p2 } take their turns: the log on the right tells what they do. At the next fair there is nothing for you to trade, so press Done trading.
tutorial-tax-title = Collect taxes
tutorial-tax-text = Collecting taxes gives you one card from the deck for each of your cities. You have two cities, so press Collect taxes for two cards.
tutorial-fair3-title = Another fair
tutorial-fair3-text = Next turn you will build a road and an army, so keep your Stone, Iron and Grain. When the fair comes, press Done trading.
tutorial-road-title = Build a road
tutorial-road-text = A road to a neighbour brings an extra card at every fair and lets armies come home sooner, but the neighbour must agree. It costs two Stone: drag a Stone onto the Road in the supply to ask { $p1 }.
tutorial-road-result = { $p1 } agreed, and the road now joins your tribes.
tutorial-army-title = Raise an army
tutorial-army-text = Armies attack and defend, and next turn you will want two of them. An army costs Iron and two Grain: drag the Iron card onto the Army in the supply.
tutorial-army-result = You have two armies now.
tutorial-end_build2-title = End building
tutorial-end_build2-text = That is all you can pay for this turn. Press End building.
tutorial-end_build2-result = Your turn is over; the others play, then the fair begins.
tutorial-fair4-title = A richer fair
tutorial-fair4-text = At this fair your road brings you a second card, one for each tribe it reaches. Press Done trading when the fair comes.
tutorial-quake-title = An earthquake
tutorial-quake-text = An Earthquake must strike an army of another tribe: that army cannot fight until the end of its owner's next turn. Click one of { $p2 }'s armies, as you are about to attack him.
tutorial-quake-result = One of { $p2 }'s two armies lies under the earthquake, so only one can defend.
tutorial-war-title = Declare war
tutorial-war-text = War is the third kind of action, and you attack one tribe per turn. Drag one of your armies onto { $p2 }'s area (or use War… and Attack { $p2 }).
tutorial-war-result = Now say what the war is for.
tutorial-goal-title = Choose the goal
tutorial-goal-text = Conquest needs two winning armies for a city, destruction knocks cards off a monument, and plunder takes two random cards for each winning army. Choose Plunder: it pays even with one winner.
tutorial-goal-result = The goal is plunder.
tutorial-send-title = Send your armies
tutorial-send-text = Each attacking army duels one defender, a die each; an attacker left without an opponent wins without a fight. Send both armies to the battlefield (drag them or use the buttons), then press Attack!
tutorial-discard-title = Too many cards
tutorial-discard-text = At the end of your turn you may keep at most five cards. Drag the extra ones onto the discard pile (or use the buttons).
tutorial-finish-title = Well done!
tutorial-finish-text = You have traded, collected taxes, built a city, a road and an army, used an event and fought a war. The game is yours to play on: from now on the opponents decide for themselves, or you can leave the tutorial.
tutorial-battle-attacker = Your army rolled { $a } against { $d } and won; with the army that met no opponent, { $w } { $w ->
        [one] army
       *[other] armies
    } won and took { $n } { $n ->
        [one] card
       *[other] cards
    } from { $p2 }.
tutorial-battle-defender = Your army rolled { $a } against { $d } and fell, but the army that met no opponent still won and took { $n } { $n ->
        [one] card
       *[other] cards
    } from { $p2 }.
tutorial-battle-tie = Both sides rolled { $a }: a tie, nobody fell, and the army that met no opponent won and took { $n } { $n ->
        [one] card
       *[other] cards
    } from { $p2 }.
tutorial-battle-none = Your armies met no defender and took { $n } { $n ->
        [one] card
       *[other] cards
    } from { $p2 }.
tutorial-homecoming-away = { " " }Survivors come home at the end of your next turn (no road leads straight to { $p2 }).
tutorial-homecoming-home = { " " }Your surviving armies came straight home along the road.
tutorial-fact-fair_over = The fair is over and round { $round } has begun. Your turn began with a card from the deck: { $drawn }; your hand then held { $hand }.
tutorial-fact-round_card = Round { $round } has begun, and your turn started with a card: { $drawn }.
tutorial-fact-round_hand = Round { $round } has begun: at the start of your turn your hand held { $hand }.
tutorial-fact-round_event = Round { $round } has begun, and the card you drew, { $drawn }, is an event that acts at once.
tutorial-fact-taxed = You drew { $n } { $n ->
        [one] card
       *[other] cards
    }, one for each city, and then held { $held } { $held ->
        [one] card
       *[other] cards
    }. Cards beyond five at the end of your turn would have to be discarded.
tutorial-fact-hand_kept = You kept { $held } { $held ->
        [one] card
       *[other] cards
    }: at most five stay in hand at the end of a turn.

# A card in a list of the tutorial's facts: its name, and how many when more than one ("Stone ×2")
tutorial-card = { $name }{ $count ->
    [1] { "" }
   *[other] { " " }×{ $count }
}
