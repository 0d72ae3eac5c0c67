## Age of Heroes: the game's vocabulary, named one way in every message (Fluent terms)

-olympics = Olympic games
-luck = Luck
-hero = Hero
-barbarians = Barbarians
-famine = Famine
-earthquake = Earthquake
-eruption = Eruption
-growth = Population growth
