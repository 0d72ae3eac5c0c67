## Age of Heroes: the rules help, section by section (markup: ## heading, - item, **bold**, [link](section))

rules-setup-title = Overview and setup
rules-setup-body = ## What the game is about
    Each player leads one of six ancient tribes: Egyptians, Romans, Greeks, Babylonians, Celts or Chinese. You gather resources, trade them at the fair, build cities, armies and roads, and go to war with your neighbours. There are three ways to win:
    - hold **five cities** (built or conquered);
    - complete a **culture monument** of five special-resource cards of your own tribe;
    - be the **last tribe** still in the game.
    A win is never instant: when you reach five cities or a full monument, everybody else gets one more chance to stop you (see [Victory](victory)).

    ## What is in the game
    { "**" }The resource deck, 108 cards.** These are the cards you hold in your hand:
    - ordinary resources: 12 iron, 12 wood, 12 grain, 12 stone;
    - 6 gold, which can stand in for any ordinary resource;
    - 36 special resources, six for each tribe: limestone (Egyptians), concrete (Romans), marble (Greeks), bricks (Babylonians), sandstone (Celts), granite (Chinese);
    - 18 events: 2 population growth, 2 earthquake, 2 eruption, 2 famine, 3 barbarians, 2 olympic games, 3 hero, 2 luck.
    { "**" }The main supply.** Everything that can be built, shared by all players: 12 armies, 12 cities, 9 fortresses, 6 generals and 6 roads. Nothing can be built once its pile is empty.

    { "**" }Six tribe cards** and a six-sided die.

    ## Getting ready
    1. Tribes are dealt at random. In a game with fewer than six players the special resources of the missing tribes stay in the deck: nobody can use them, but they can still be traded.
    2. Everyone takes one city and one army from the main supply.
    3. Everyone rolls the die; the highest roll plays first (a tie for the highest is rolled again).
    4. Everyone is dealt three cards from the shuffled resource deck. A disaster among them (famine, barbarians, earthquake, eruption) is thrown away with no effect and is not replaced. Population growth acts at once: its owner takes a free city.
    5. The game opens with a [fair](fair). After that the players take turns, going to the left round the table. Every time all of them have had a turn, a new fair is held before the first player's next turn. One fair plus one turn for each player is called a **round**.
rules-fair-title = The fair
rules-fair-body = A fair is held once at the very start of the game and then before every round, just before the first player's turn.

    ## 1. Everyone draws
    Starting with the first player, each player draws **one card**, plus **one more card for every tribe their roads lead to**. Roads can be followed through other tribes: if you have a road to your neighbour and that neighbour has a road to the next tribe, you reach both and draw 1 + 2 = 3 cards. See [Roads](roads).

    ## 2. Events happen
    Events that act at once (population growth and the four disasters) are resolved, in seat order from the first player. At the very first fair, disasters are thrown away with no effect, just as when the opening hands were dealt. See [Events](events).

    ## 3. Trading
    Then the players trade cards with each other. How offers work here is explained in [Trading](trade).

    During the fair your hand may grow beyond five cards. The limit of five only counts at the end of your own turn (see [Hand limit](discard)).
rules-trade-title = Trading
rules-trade-body = ## What can change hands
    Any card of the resource deck that you hold: ordinary resources, gold, special resources (your own or another tribe's) and the events you can keep in hand (hero, olympic games, luck). Things from the main supply — cities, armies, fortresses, generals, roads — are never traded.

    ## How an offer works in this app
    - You post an offer of the form **"I give X, I want Y"**: one card you hold for one card you would like. Everybody sees all open offers.
    - As soon as another player's offer is the mirror of yours — they give the card you want and want the card you give — **the two cards swap automatically**. If several offers match, the oldest one trades.
    - Until it is matched you may **withdraw** your offer at any time.
    - **A matched trade is final.** It cannot be taken back.
    - An offer is closed by itself when you no longer hold the card it gives.
    - When you have nothing more to trade, say you are done (**Done trading**). Your open offers stay valid.

    ## How the fair goes on and ends
    - Saying done is not final: **a new offer brings everyone back**. Whoever has said done and can still post an offer is asked again and answers it — accepts it, posts a counter-offer or says done again. Computer players answer your offers the same way.
    - The trading panel shows every rival's open offers and whether the rival is still deciding or has passed for now.
    - **The fair ends when every player has said done after the last new offer.** Nobody's "done" can end the fair before the others have seen the last offer, also when several people share a screen.
    - Each player posts at most six offers per fair (accepting an offer is posting one), so every fair comes to an end.

    ## Tips
    - Your own special resource is worth a lot to you and nothing to anyone else — and the other tribes' special resources are useless to you. Trade them to their owners.
    - Watch the open offers: they tell you what your rivals are short of.
rules-turn-title = Your turn
rules-turn-body = Your turn has five phases, always in this order:
    1. **Draw one card** from the resource deck. If it is an event that acts at once, it happens now (see [Events](events)). A disaster you draw is not replaced by another card. When the deck runs out, the discard pile is shuffled into a new deck.
    2. **Take one action** — at most one of the three: [collect tax](tax), [build](build) or [go to war](war). You may also skip the action.
    3. **Lay special resources** of your tribe on your [culture monument](monument).
    4. **Discard** down to five cards if you hold more (see [Hand limit](discard)).
    5. **Tidy up**: your armies that are due back from a war come home, and earthquake cards lying on your armies are discarded.

    Then the player on your left takes a turn. When every player has had a turn, a new [fair](fair) starts the next round.

    Some cards are played outside this order: a **hero** when you attack or are attacked, **olympic games** against an attack or barbarians, **luck** against a disaster.
rules-tax-title = Tax
rules-tax-body = Collecting tax is one of the three actions of phase 2.
    - **With cities:** draw one card from the resource deck for every city you own. Three cities bring three cards.
    - **Without a city:** you may swap instead — discard one card from your hand and draw one.
    - Events among the cards you draw act at once, as always (see [Events](events)).
    - Tax is your whole action for this turn: you cannot also build or attack.
rules-build-title = Building
rules-build-body = Building is one of the three actions of phase 2. In one build action you may build as many things as you can pay for, in any mix.

    ## Prices
    - **Army:** iron + 2 grain.
    - **City:** stone + 2 wood.
    - **Fortress:** iron + wood + stone.
    - **General:** iron + gold.
    - **Road:** 2 stone (only to a neighbour who agrees, see [Roads](roads)).

    { "**" }Gold** can replace any ordinary resource (iron, wood, grain or stone) in a price. Special resources are never used for building; they go on your [monument](monument).

    ## What each thing does
    - A **city** brings a card when you collect [tax](tax). Five cities are one way to [win](victory).
    - An **army** fights in [wars](war), one duel each.
    - A **fortress** adds +1 to every one of your armies when you are attacked. Several fortresses add up. They never help when you attack.
    - A **general** is placed on one of your armies at home that has no general yet and gives it +2 in every duel. One army can have only one general. When the army is destroyed, its general goes with it.
    - A **road** gives extra cards at the [fair](fair) and brings your armies home sooner after a war.

    ## The supply is limited
    There are 12 armies, 12 cities, 9 fortresses, 6 generals and 6 roads for all players together. When a pile is empty, nobody can build that thing until one comes back to the supply — for example when an army is destroyed in battle or a city is destroyed by an eruption.
rules-roads-title = Roads
rules-roads-body = A road joins your tribe to a neighbour's.
    - It costs **2 stone** (gold may replace stone) and is built as part of a [build](build) action.
    - You can build a road **only to your left or right neighbour**, and only one road between the same two tribes. With two tribes left in the game, they are each other's only neighbour.
    - **The neighbour must agree.** When you build, the neighbour is asked and decides. If they say no, the road is not built and you keep your cards.

    ## What roads give
    - **More cards at every fair:** one extra card for every tribe you reach over roads. Roads carry on through other tribes, so a chain of roads lets you reach tribes that are not your neighbours. Both ends of a road profit, which is why a neighbour often agrees.
    - **Faster return from war:** after a battle against a tribe joined to you by a **direct** road (not through a third tribe), your surviving armies come home at once instead of a turn later.

    When a tribe is [eliminated](elimination), every road leading to it goes back to the supply.
rules-war-title = War
rules-war-body = War is one of the three actions of phase 2.

    ## Declaring a war
    - You attack **one tribe** per war.
    - You pick the **armies** you send. Only armies at home can go: not those still on their way back from an earlier war, and not those held by an earthquake. A general always fights with its army.
    - You name the **goal**:
      - **Conquest** — to take cities;
      - **Plunder** — to take cards from the defender's hand;
      - **Destruction** — to knock cards off the defender's culture monument.
    - **A hero** from your hand may join before the armies leave: either as one more army, or as a general on one of your armies that has none (+2). You may bring several hero cards to one war, and you may even attack with a hero alone.
    - Until the armies are sent you may **call the war off**: they stay at home, and you cannot declare another war in the same turn. Once sent, armies cannot be called back and no one can be sent after them.
    - The goal buttons say the most each goal can take with the armies you could send, and the battlefield shows a **battle preview**: the chance of each outcome with the armies picked so far, counted exactly from the dice, generals, heroes and fortresses on the table. A hero or Olympic games the defender may still play are not counted.

    ## The defender answers
    Before the fighting the defender may play:
    - **Olympic games** — the attack is called off. Your armies go home as after any war: at once over a direct road, otherwise at the end of your next turn.
    - **A hero** — as one more defending army, or as a general on one of their armies that has no general. A defender holding several heroes may play them all: after each hero they are asked again, until they choose to fight. Once a hero has joined the defence, Olympic games can no longer call the attack off.
    - **Luck** does **not** help against another player's attack; it only stops barbarians and the other disasters.

    ## Who fights
    - All of the defender's armies at home fight, each getting +1 for every fortress the defender owns.
    - An army under an **earthquake** card takes no part, in attack or in defence.
    - The fighting itself is explained in [Combat](combat).
rules-combat-title = Combat
rules-combat-body = ## Duels
    A battle is a series of **duels**, one attacking army against one defending army. Each side rolls one six-sided die and adds its bonuses:
    - **+2** for a general on the army (a hero used as a general counts the same);
    - **+1 for each fortress**, for the defender only.

    The higher total wins the duel. The losing army is **destroyed** and goes back to the supply, and its general with it. On **equal totals** nothing happens: both armies survive.

    Duels go on until the side with **fewer armies** has used each of its armies once. Every army fights at most one duel. Which attacker meets which defender is a table rule, given at the end of this section.

    ## Counting the winners
    Your **winning armies** are the attackers that won their duel **plus** the attackers that had no one to fight. Example: you attack with six armies and the defender has four; even if you lose all four duels, two of your armies count as winners.

    A battle with winning armies can still take nothing: one winning army is too few for a city, and the defender may have no city, no card in hand or no monument card left. The battle report then says why.

    ## The spoils
    - **Conquest:** 2 or 3 winners take **one city** from the defender; 4 or more take **two**. A single winner takes nothing.
    - **Plunder:** you take **two cards** at random from the defender's hand for every winner.
    - **Destruction:** one winner or more throw **one card** off the defender's monument; 3 or more throw off **two**.

    ## Going home
    The attacker's surviving armies come home **at the end of the attacker's next turn**; until then they can neither attack nor defend. If a **direct road** joins the two tribes, they come home **right after the battle**. A hero card used in the battle is discarded afterwards.

    ## Who lost the war
    The attacker has **won** the battle with at least one winning army, even if that army gains nothing; with none, or when Olympic games turn it back, the attack has **failed**. The side that failed is [eliminated](elimination) if it is left with no city and no card in hand — the defender after a lost battle, the attacker after a failed attack. The side that held its ground never is.
rules-events-title = Events
rules-events-body = The resource deck holds 18 event cards. Five kinds act **at once** when drawn — at the fair, in phase 1 of a turn or while collecting tax. Three kinds can be **kept** in hand for later, and traded like any other card.

    ## Acting at once
    - **Population growth** (2 cards): you get a free city from the supply, if one is left.
    - **Earthquake** (2): you must put it on an army of **another** tribe, chosen by you. That army cannot attack or defend until the end of its owner's next turn; then the card is discarded.
    - **Eruption** (2): you choose a city of **another** tribe; it is destroyed and goes back to the supply.
    - **Famine** (2): **every** player discards all the grain in their hand.
    - **Barbarians** (3): barbarians raid **your own** tribe and carry off two random cards of ordinary resources or gold from your hand; those cards are discarded.

    An earthquake or an eruption with no possible target is discarded with no effect. During setup and at the first fair every disaster is discarded with no effect.

    ## Kept in hand
    - **Olympic games** (2): call off another player's attack on you, or a barbarian raid.
    - **Hero** (3): for one battle, in attack or in defence, the hero fights as one more army or leads an army as a general (+2). Afterwards the card is discarded. The limit is one battle per card: a player holding two heroes may use both in the same battle.
    - **Luck** (2): cancels a famine, an eruption, an earthquake or barbarians. It does not help against another player's attack. Discarded when used.
rules-monument-title = Culture monument
rules-monument-body = Every tribe has its own **special resource**: limestone for the Egyptians, concrete for the Romans, marble for the Greeks, bricks for the Babylonians, sandstone for the Celts, granite for the Chinese.
    - In phase 3 of your turn you may lay any number of your **own** special-resource cards from your hand onto your culture monument. Other tribes' special resources cannot go on it.
    - Special resources are used for nothing else.
    - Cards on the monument are safe from plunder and famine, but a war with the goal of **destruction** can knock them off (see [Combat](combat)).
    - **Five cards** on your monument are a claim to [victory](victory).
    - The other tribes' special resources are no use to you, but they are good to trade with their owners at the [fair](trade).
rules-discard-title = Hand limit
rules-discard-body = - At the **end of your own turn** (phase 4) you may hold at most **five cards**. If you hold more, you choose which ones to discard.
    - At other times — during the fair and during other players' turns — your hand may be larger.
    - Cards on your monument do not count; only the cards in your hand do.
rules-victory-title = Victory
rules-victory-body = ## Three ways to win
    - **Last tribe standing:** all other players have been [eliminated](elimination). This win is immediate.
    - **Five cities:** built, conquered or gained by population growth — it does not matter how.
    - **Culture monument:** five special-resource cards of your tribe on your monument.

    ## The last turn
    Five cities or a full monument do **not** win at once. They start a **last turn**: play goes on round the table — including a fair, if one falls in between — until **the start of your next turn**, and every other tribe must have played one whole turn by then. A claim made at the fair is therefore not judged at your turn right after that fair (unless you play last in the round): the tribes after you get their turn first, and the claim is judged at your following turn. At that moment:
    - if you **still** have five cities, or your monument still has five cards, **you win** — even if you lost them meanwhile and got them back;
    - otherwise the game simply goes on, and you can try again.
    The others use this time to stop you: conquer your cities, destroy your monument, or win first. Another player can also win during this time.

    A game that drags on is stopped after a fixed number of rounds and decided by a tie-break: see the table rules at the end of this section.
rules-elimination-title = Elimination
rules-elimination-body = - A tribe is out of the game when, after a war it **lost** — as the defender or as the attacker — it has **no city and no card in hand** (who lost a war: see [Combat](combat)). Holding off an attack never puts a tribe out.
    - As long as it keeps **at least one city or at least one card**, it plays on — even with no army at all.
    - All **roads** leading to an eliminated tribe go back to the supply. Its former neighbours become neighbours of each other and may build new roads.
    - When only one tribe is left, it [wins](victory).
rules-table_rules-title = Table rules
rules-table_rules-body = Some questions the rules leave open are settled here, the same way in every game. Each answer below is a **table rule**.
rules-table_rule = Table rule
rules-table_rules_here = Table rules
rules-other = Other
rules-missing = The list of table rules is not available in this build.
