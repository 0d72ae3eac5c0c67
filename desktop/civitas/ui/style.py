"""The application's look: one style sheet over Qt's Fusion style, in warm museum colours."""

from __future__ import annotations

INK = "#2b2b2b"
PARCHMENT = "#f4efe3"
GOLD = "#d9b45a"
TEAL = "#1f3a46"

STYLE_SHEET = """
QMainWindow, QDialog { background: #f4efe3; }
QWidget { color: #2b2b2b; }
QLabel#dialogTitle { font-size: 17pt; font-weight: bold; color: #1f3a46; }

/* start screen */
QLabel#startTitle { font-family: "DejaVu Serif"; font-size: 48pt; font-weight: bold; color: #e6c877; }
QLabel#startSubtitle { font-size: 15pt; color: #c9d6d9; }
QLabel#startHeading { font-size: 14pt; font-weight: bold; color: #e6c877; }
QLabel#startMuted { color: #9fb2b7; }
QFrame#startCard { background: rgba(255, 255, 255, 18); border: 1px solid rgba(217, 180, 90, 90);
                   border-radius: 14px; }
QListWidget#gameList { background: rgba(0, 0, 0, 40); border: none; color: #f4efe3; font-size: 14pt;
                       border-radius: 8px; padding: 6px; }
QListWidget#gameList::item { padding: 10px 8px; border-radius: 6px; }
QListWidget#gameList::item:selected { background: rgba(217, 180, 90, 150); color: #1b1b1b; }
QComboBox#languageBox { min-width: 120px; }

/* buttons */
QPushButton { background: #fffaf0; border: 1px solid #b9a57a; border-radius: 7px; padding: 6px 14px; }
QPushButton:hover { background: #fff3d6; border-color: #9c7a2e; }
QPushButton:pressed { background: #f0e0b8; }
QPushButton:disabled { color: #a09a8c; background: #ece6d8; border-color: #d4cbb5; }
QPushButton#primaryButton { background: #d9b45a; border: 1px solid #9c7a2e; color: #1b1b1b; font-weight: bold;
                            font-size: 12pt; }
QPushButton#primaryButton:hover { background: #e6c877; }
QPushButton#primaryButton:disabled { background: #8e8a7c; color: #ddd6c4; border-color: #777; }
QPushButton#menuButton { font-size: 12pt; }
QFrame#startCard QPushButton#menuButton { background: rgba(255, 255, 255, 26); color: #f4efe3;
                                          border: 1px solid rgba(217, 180, 90, 110); }
QFrame#startCard QPushButton#menuButton:hover { background: rgba(217, 180, 90, 70); }
QFrame#startCard QPushButton#menuButton:disabled { color: #6f7f84; border-color: rgba(255, 255, 255, 30);
                                                   background: transparent; }
QFrame#startCard QPushButton#tutorialButton { font-size: 12pt; color: #e6c877; background: rgba(217, 180, 90, 28);
                                              border: 1px solid rgba(217, 180, 90, 170); }
QFrame#startCard QPushButton#tutorialButton:hover { background: rgba(217, 180, 90, 70); }
QPushButton#quietButton { background: transparent; color: #c9d6d9; border: 1px solid rgba(201, 214, 217, 70); }
QPushButton#quietButton:hover { background: rgba(255, 255, 255, 20); }

/* dialogs in the start screen's look (civitas.ui.shell_look: every widget inside look="shell") */
QDialog[look="shell"] { background: qlineargradient(x1: 0, y1: 0, x2: 0, y2: 1, stop: 0 #203944, stop: 1 #101c22);
                        border: 1px solid rgba(217, 180, 90, 110); }
QDialog[look="shell"] QWidget { color: #f4efe3; }
QDialog[look="shell"] QWidget:disabled { color: #6f7f84; }
QDialog[look="shell"] QLabel, QDialog[look="shell"] QCheckBox, QDialog[look="shell"] QRadioButton {
    color: #e8e2d2; background: transparent; }
QDialog[look="shell"] QLabel#dialogTitle { font-family: "DejaVu Serif"; font-size: 20pt; font-weight: bold;
                                           color: #e6c877; }
QDialog[look="shell"] QLabel#mutedLabel, QDialog[look="shell"] QLabel#startMuted { color: #9fb2b7; }
QDialog[look="shell"] QLabel#errorLabel { color: #ffb4a8; font-weight: bold; }
QDialog[look="shell"] QLabel#noteLabel { color: #c9d6d9; background: rgba(0, 0, 0, 45); border-radius: 6px;
                                         padding: 6px 10px; }
QDialog[look="shell"] QGroupBox { color: #e6c877; font-weight: bold; background: rgba(255, 255, 255, 14);
                                  border: 1px solid rgba(217, 180, 90, 90); border-radius: 10px;
                                  margin-top: 14px; padding: 12px 8px 6px 8px; }
QDialog[look="shell"] QGroupBox::title { subcontrol-origin: margin; left: 14px; padding: 0 6px; }
QDialog[look="shell"] QGroupBox QLabel { font-weight: normal; }
/* line edits, spin and combo boxes stay Fusion's light fields, like the start screen's language box
   (a style sheet border or background would cost them their arrows): only their text is set */
QDialog[look="shell"] QLineEdit, QDialog[look="shell"] QSpinBox, QDialog[look="shell"] QComboBox { color: #1b1b1b; }
QDialog[look="shell"] QLineEdit:disabled, QDialog[look="shell"] QSpinBox:disabled,
QDialog[look="shell"] QComboBox:disabled { color: #8e8a7c; }
QDialog[look="shell"] QCheckBox { spacing: 9px; }
QDialog[look="shell"] QCheckBox::indicator { width: 15px; height: 15px; border: 1px solid rgba(217, 180, 90, 170);
                                             border-radius: 4px; background: #13252d; }
QDialog[look="shell"] QCheckBox::indicator:hover { border-color: #e6c877; }
QDialog[look="shell"] QCheckBox::indicator:checked { background: #d9b45a; border-color: #f0d68f; }
QDialog[look="shell"] QAbstractItemView { background: rgba(0, 0, 0, 55); color: #f4efe3;
                                          border: 1px solid rgba(217, 180, 90, 80); border-radius: 8px;
                                          alternate-background-color: rgba(255, 255, 255, 10);
                                          selection-background-color: rgba(217, 180, 90, 170);
                                          selection-color: #1b1b1b; outline: none; }
QDialog[look="shell"] QComboBox QAbstractItemView { background: #fffaf0; color: #1b1b1b; border: 1px solid #b9a57a;
                                                    border-radius: 0; }
QDialog[look="shell"] QTreeView::item:selected { background: rgba(217, 180, 90, 170); color: #1b1b1b; }
QDialog[look="shell"] QHeaderView { background: transparent; }
QDialog[look="shell"] QHeaderView::section { background: rgba(0, 0, 0, 80); color: #e6c877; border: none;
                                             border-bottom: 1px solid rgba(217, 180, 90, 110); padding: 6px 4px;
                                             font-weight: bold; }
QDialog[look="shell"] QScrollBar:vertical { background: transparent; width: 10px; margin: 2px; }
QDialog[look="shell"] QScrollBar:horizontal { background: transparent; height: 10px; margin: 2px; }
QDialog[look="shell"] QScrollBar::handle { background: rgba(217, 180, 90, 120); border-radius: 3px;
                                           min-height: 24px; min-width: 24px; }
QDialog[look="shell"] QScrollBar::add-line, QDialog[look="shell"] QScrollBar::sub-line { width: 0; height: 0; }
QDialog[look="shell"] QScrollBar::add-page, QDialog[look="shell"] QScrollBar::sub-page { background: none; }
QDialog[look="shell"] QPushButton, QDialog[look="shell"] QToolButton {
    background: rgba(255, 255, 255, 26); color: #f4efe3; border: 1px solid rgba(217, 180, 90, 110);
    border-radius: 7px; padding: 6px 16px; }
QDialog[look="shell"] QToolButton { padding: 3px 6px; }
QDialog[look="shell"] QPushButton:hover, QDialog[look="shell"] QToolButton:hover { background: rgba(217, 180, 90, 70); }
QDialog[look="shell"] QPushButton:pressed, QDialog[look="shell"] QToolButton:pressed {
    background: rgba(217, 180, 90, 110); }
QDialog[look="shell"] QPushButton:disabled { color: #6f7f84; border-color: rgba(255, 255, 255, 30);
                                             background: transparent; }
QDialog[look="shell"] QPushButton#primaryButton { background: #d9b45a; color: #1b1b1b; border: 1px solid #9c7a2e;
                                                  font-weight: bold; }
QDialog[look="shell"] QPushButton#primaryButton:hover { background: #e6c877; }
QDialog[look="shell"] QPushButton#primaryButton:disabled { background: #4f5e62; color: #a9b4b6;
                                                           border-color: #5f6d70; }
QDialog[look="shell"] QPushButton#dangerButton { background: rgba(170, 60, 45, 120);
                                                 border: 1px solid rgba(240, 140, 120, 170); }
QDialog[look="shell"] QPushButton#dangerButton:hover { background: rgba(190, 70, 50, 190); }
QDialog[look="shell"] QPushButton#dangerButton:disabled { color: #6f7f84; border-color: rgba(255, 255, 255, 30);
                                                          background: transparent; }
QDialog[look="shell"] QMenu { background: #1b313b; color: #f4efe3; border: 1px solid rgba(217, 180, 90, 110); }
QDialog[look="shell"] QMenu::item { padding: 5px 24px 5px 30px; }
QDialog[look="shell"] QMenu::item:selected { background: rgba(217, 180, 90, 150); color: #1b1b1b; }

/* game screen */
QFrame#sidePanel { background: #ebe3d0; border-left: 1px solid #cdbf9d; }
QFrame#sidePanel QPushButton { padding: 6px 4px; }
QLabel#sideTitle { font-family: "DejaVu Serif"; font-size: 15pt; font-weight: bold; color: #1f3a46; }
QLabel#turnLabel { font-size: 12pt; }
QLabel#panelTitle { font-weight: bold; color: #1f3a46; font-size: 11pt; }
QLabel#mutedLabel { color: #6d6556; }
QLabel#aiLabel { color: #1f3a46; font-style: italic; }
QLabel#coachLabel { color: #1e7d46; font-weight: bold; }
QListWidget#gameLog { background: #fbf8f1; border: 1px solid #d6c9a8; border-radius: 6px; padding: 0 4px; }
QListWidget#gameLog::item { padding: 3px 0; }  /* side padding here would be left out of the wrapped height */
QListWidget#gameLog::item:alternate { background: #f3eddf; }
QLabel#statusLine { background: #1f3a46; color: #f4efe3; padding: 4px 12px; }
QLabel#statusLine[kind="error"] { background: #7b241c; color: #fff; }
QLabel#statusLine[kind="empty"] { background: #ebe3d0; border-top: 1px solid #cdbf9d; }
QProgressBar { border: none; background: #d6c9a8; border-radius: 3px; }
QProgressBar::chunk { background: #1f3a46; border-radius: 3px; }
QWidget#fallbackTable { background: #2e5a4b; }
QWidget#fallbackTable QLabel { color: #f4efe3; }
QWidget#fallbackTable QGroupBox { color: #e6c877; font-weight: bold; border: 1px solid rgba(255,255,255,60);
                                  border-radius: 8px; margin-top: 14px; padding-top: 8px; }
QWidget#fallbackTable QGroupBox::title { subcontrol-origin: margin; left: 10px; padding: 0 4px; }
QPlainTextEdit#viewText { background: rgba(0, 0, 0, 50); color: #f4efe3; border: none; border-radius: 6px; }
QPushButton#actionButton { min-height: 34px; font-size: 11pt; }

/* pass screen */
QLabel#passHeading { font-family: "DejaVu Serif"; font-size: 34pt; font-weight: bold; color: #e6c877; }
QLabel#passHint { font-size: 13pt; color: #c9d6d9; }

/* game over */
QWidget#gameOverScreen { background: #f4efe3; }
QLabel#gameOverTitle { font-family: "DejaVu Serif"; font-size: 30pt; font-weight: bold; color: #1f3a46; }
QLabel#gameOverHow { font-size: 13pt; color: #5b5140; }
QFrame#card { background: #fbf7ee; border: 1px solid #d6c9a8; border-radius: 10px; }
QTableWidget#scoreTable { background: #fbf7ee; border: 1px solid #d6c9a8; border-radius: 6px;
                          gridline-color: #e4dac4; font-size: 11pt; }
QHeaderView::section { background: #e7dcc2; border: none; padding: 5px; font-weight: bold; }
QLabel#errorLabel { color: #7b241c; }
"""
