/**
 * UN/ECE Recommendation 20 unit codes, including Recommendation 21 codes prefixed with X (BT-130, BT-150).
 * Code values: exactly the set the CEN EN 16931 validation artefacts 1.3.15 check (BR-CL-23), as bundled in
 * KoSIT validator-configuration-xrechnung 2026-01-31 (XRechnung 3.0.2, CIUS rules 2.5.0).
 * Names (en): UN/ECE Rec 20 (Revision 11e) / Rec 21.
 */

/** 2162 codes */
export const UNIT_CODES = `
10 11 13 14 15 20 21 22 23 24 25 27 28 33 34 35 37 38 40 41 56 57 58 59 60 61 74 77 80 81 85 87 89
91 1I 2A 2B 2C 2G 2H 2I 2J 2K 2L 2M 2N 2P 2Q 2R 2U 2X 2Y 2Z 3B 3C 4C 4G 4H 4K 4L 4M 4N 4O 4P 4Q 4R
4T 4U 4W 4X 5A 5B 5E 5J A10 A11 A12 A13 A14 A15 A16 A17 A18 A19 A2 A20 A21 A22 A23 A24 A26 A27 A28
A29 A3 A30 A31 A32 A33 A34 A35 A36 A37 A38 A39 A4 A40 A41 A42 A43 A44 A45 A47 A48 A49 A5 A53 A54 A55
A56 A59 A6 A68 A69 A7 A70 A71 A73 A74 A75 A76 A8 A84 A85 A86 A87 A88 A89 A9 A90 A91 A93 A94 A95 A96
A97 A98 A99 AA AB ACR ACT AD AE AH AI AK AL AMH AMP ANN APZ AQ AS ASM ASU ATM AWG AY AZ B1 B10 B11
B12 B13 B14 B15 B16 B17 B18 B19 B20 B21 B22 B23 B24 B25 B26 B27 B28 B29 B3 B30 B31 B32 B33 B34 B35
B4 B41 B42 B43 B44 B45 B46 B47 B48 B49 B50 B52 B53 B54 B55 B56 B57 B58 B59 B60 B61 B62 B63 B64 B66
B67 B68 B69 B7 B70 B71 B72 B73 B74 B75 B76 B77 B78 B79 B8 B80 B81 B82 B83 B84 B85 B86 B87 B88 B89
B90 B91 B92 B93 B94 B95 B96 B97 B98 B99 BAR BB BFT BHP BIL BLD BLL BP BPM BQL BTU BUA BUI C0 C10 C11
C12 C13 C14 C15 C16 C17 C18 C19 C20 C21 C22 C23 C24 C25 C26 C27 C28 C29 C3 C30 C31 C32 C33 C34 C35
C36 C37 C38 C39 C40 C41 C42 C43 C44 C45 C46 C47 C48 C49 C50 C51 C52 C53 C54 C55 C56 C57 C58 C59 C60
C61 C62 C63 C64 C65 C66 C67 C68 C69 C7 C70 C71 C72 C73 C74 C75 C76 C78 C79 C8 C80 C81 C82 C83 C84
C85 C86 C87 C88 C89 C9 C90 C91 C92 C93 C94 C95 C96 C97 C99 CCT CDL CEL CEN CG CGM CKG CLF CLT CMK
CMQ CMT CNP CNT COU CTG CTM CTN CUR CWA CWI D03 D04 D1 D10 D11 D12 D13 D15 D16 D17 D18 D19 D2 D20
D21 D22 D23 D24 D25 D26 D27 D29 D30 D31 D32 D33 D34 D36 D41 D42 D43 D44 D45 D46 D47 D48 D49 D5 D50
D51 D52 D53 D54 D55 D56 D57 D58 D59 D6 D60 D61 D62 D63 D65 D68 D69 D73 D74 D77 D78 D80 D81 D82 D83
D85 D86 D87 D88 D89 D91 D93 D94 D95 DAA DAD DAY DB DBM DBW DD DEC DG DJ DLT DMA DMK DMO DMQ DMT DN
DPC DPR DPT DRA DRI DRL DT DTN DWT DZN DZP E01 E07 E08 E09 E10 E12 E14 E15 E16 E17 E18 E19 E20 E21
E22 E23 E25 E27 E28 E30 E31 E32 E33 E34 E35 E36 E37 E38 E39 E4 E40 E41 E42 E43 E44 E45 E46 E47 E48
E49 E50 E51 E52 E53 E54 E55 E56 E57 E58 E59 E60 E61 E62 E63 E64 E65 E66 E67 E68 E69 E70 E71 E72 E73
E74 E75 E76 E77 E78 E79 E80 E81 E82 E83 E84 E85 E86 E87 E88 E89 E90 E91 E92 E93 E94 E95 E96 E97 E98
E99 EA EB EQ F01 F02 F03 F04 F05 F06 F07 F08 F10 F11 F12 F13 F14 F15 F16 F17 F18 F19 F20 F21 F22 F23
F24 F25 F26 F27 F28 F29 F30 F31 F32 F33 F34 F35 F36 F37 F38 F39 F40 F41 F42 F43 F44 F45 F46 F47 F48
F49 F50 F51 F52 F53 F54 F55 F56 F57 F58 F59 F60 F61 F62 F63 F64 F65 F66 F67 F68 F69 F70 F71 F72 F73
F74 F75 F76 F77 F78 F79 F80 F81 F82 F83 F84 F85 F86 F87 F88 F89 F90 F91 F92 F93 F94 F95 F96 F97 F98
F99 FAH FAR FBM FC FF FH FIT FL FNU FOT FP FR FS FTK FTQ G01 G04 G05 G06 G08 G09 G10 G11 G12 G13 G14
G15 G16 G17 G18 G19 G2 G20 G21 G23 G24 G25 G26 G27 G28 G29 G3 G30 G31 G32 G33 G34 G35 G36 G37 G38
G39 G40 G41 G42 G43 G44 G45 G46 G47 G48 G49 G50 G51 G52 G53 G54 G55 G56 G57 G58 G59 G60 G61 G62 G63
G64 G65 G66 G67 G68 G69 G70 G71 G72 G73 G74 G75 G76 G77 G78 G79 G80 G81 G82 G83 G84 G85 G86 G87 G88
G89 G90 G91 G92 G93 G94 G95 G96 G97 G98 G99 GB GBQ GDW GE GF GFI GGR GIA GIC GII GIP GJ GL GLD GLI
GLL GM GO GP GQ GRM GRN GRO GV GWH H03 H04 H05 H06 H07 H08 H09 H10 H11 H12 H13 H14 H15 H16 H18 H19
H20 H21 H22 H23 H24 H25 H26 H27 H28 H29 H30 H31 H32 H33 H34 H35 H36 H37 H38 H39 H40 H41 H42 H43 H44
H45 H46 H47 H48 H49 H50 H51 H52 H53 H54 H55 H56 H57 H58 H59 H60 H61 H62 H63 H64 H65 H66 H67 H68 H69
H70 H71 H72 H73 H74 H75 H76 H77 H79 H80 H81 H82 H83 H84 H85 H87 H88 H89 H90 H91 H92 H93 H94 H95 H96
H98 H99 HA HAD HBA HBX HC HDW HEA HGM HH HIU HKM HLT HM HMO HMQ HMT HPA HTZ HUR HWE IA IE INH INK
INQ ISD IU IUG IV J10 J12 J13 J14 J15 J16 J17 J18 J19 J2 J20 J21 J22 J23 J24 J25 J26 J27 J28 J29 J30
J31 J32 J33 J34 J35 J36 J38 J39 J40 J41 J42 J43 J44 J45 J46 J47 J48 J49 J50 J51 J52 J53 J54 J55 J56
J57 J58 J59 J60 J61 J62 J63 J64 J65 J66 J67 J68 J69 J70 J71 J72 J73 J74 J75 J76 J78 J79 J81 J82 J83
J84 J85 J87 J90 J91 J92 J93 J95 J96 J97 J98 J99 JE JK JM JNT JOU JPS JWL K1 K10 K11 K12 K13 K14 K15
K16 K17 K18 K19 K2 K20 K21 K22 K23 K26 K27 K28 K3 K30 K31 K32 K33 K34 K35 K36 K37 K38 K39 K40 K41
K42 K43 K45 K46 K47 K48 K49 K50 K51 K52 K53 K54 K55 K58 K59 K6 K60 K61 K62 K63 K64 K65 K66 K67 K68
K69 K70 K71 K73 K74 K75 K76 K77 K78 K79 K80 K81 K82 K83 K84 K85 K86 K87 K88 K89 K90 K91 K92 K93 K94
K95 K96 K97 K98 K99 KA KAT KB KBA KCC KDW KEL KGM KGS KHY KHZ KI KIC KIP KJ KJO KL KLK KLX KMA KMH
KMK KMQ KMT KNI KNM KNS KNT KO KPA KPH KPO KPP KR KSD KSH KT KTN KUR KVA KVR KVT KW KWH KWN KWO KWS
KWT KWY KX L10 L11 L12 L13 L14 L15 L16 L17 L18 L19 L2 L20 L21 L23 L24 L25 L26 L27 L28 L29 L30 L31
L32 L33 L34 L35 L36 L37 L38 L39 L40 L41 L42 L43 L44 L45 L46 L47 L48 L49 L50 L51 L52 L53 L54 L55 L56
L57 L58 L59 L60 L63 L64 L65 L66 L67 L68 L69 L70 L71 L72 L73 L74 L75 L76 L77 L78 L79 L80 L81 L82 L83
L84 L85 L86 L87 L88 L89 L90 L91 L92 L93 L94 L95 L96 L98 L99 LA LAC LBR LBT LD LEF LF LH LK LM LN LO
LP LPA LR LS LTN LTR LUB LUM LUX LY M1 M10 M11 M12 M13 M14 M15 M16 M17 M18 M19 M20 M21 M22 M23 M24
M25 M26 M27 M29 M30 M31 M32 M33 M34 M35 M36 M37 M38 M39 M4 M40 M41 M42 M43 M44 M45 M46 M47 M48 M49
M5 M50 M51 M52 M53 M55 M56 M57 M58 M59 M60 M61 M62 M63 M64 M65 M66 M67 M68 M69 M7 M70 M71 M72 M73
M74 M75 M76 M77 M78 M79 M80 M81 M82 M83 M84 M85 M86 M87 M88 M89 M9 M90 M91 M92 M93 M94 M95 M96 M97
M98 M99 MAH MAL MAM MAR MAW MBE MBF MBR MC MCU MD MGM MHZ MIK MIL MIN MIO MIU MKD MKM MKW MLD MLT
MMK MMQ MMT MND MNJ MON MPA MQD MQH MQM MQS MQW MRD MRM MRW MSK MTK MTQ MTR MTS MTZ MVA MWH N1 N10
N11 N12 N13 N14 N15 N16 N17 N18 N19 N20 N21 N22 N23 N24 N25 N26 N27 N28 N29 N3 N30 N31 N32 N33 N34
N35 N36 N37 N38 N39 N40 N41 N42 N43 N44 N45 N46 N47 N48 N49 N50 N51 N52 N53 N54 N55 N56 N57 N58 N59
N60 N61 N62 N63 N64 N65 N66 N67 N68 N69 N70 N71 N72 N73 N74 N75 N76 N77 N78 N79 N80 N81 N82 N83 N84
N85 N86 N87 N88 N89 N90 N91 N92 N93 N94 N95 N96 N97 N98 N99 NA NAR NCL NEW NF NIL NIU NL NM3 NMI NMP
NPT NT NTU NU NX OA ODE ODG ODK ODM OHM ON ONZ OPM OT OZA OZI P1 P10 P11 P12 P13 P14 P15 P16 P17 P18
P19 P2 P20 P21 P22 P23 P24 P25 P26 P27 P28 P29 P30 P31 P32 P33 P34 P35 P36 P37 P38 P39 P40 P41 P42
P43 P44 P45 P46 P47 P48 P49 P5 P50 P51 P52 P53 P54 P55 P56 P57 P58 P59 P60 P61 P62 P63 P64 P65 P66
P67 P68 P69 P70 P71 P72 P73 P74 P75 P76 P77 P78 P79 P80 P81 P82 P83 P84 P85 P86 P87 P88 P89 P90 P91
P92 P93 P94 P95 P96 P97 P98 P99 PAL PD PFL PGL PI PLA PO PQ PR PS PTD PTI PTL PTN Q10 Q11 Q12 Q13
Q14 Q15 Q16 Q17 Q18 Q19 Q20 Q21 Q22 Q23 Q24 Q25 Q26 Q27 Q28 Q29 Q3 Q30 Q31 Q32 Q33 Q34 Q35 Q36 Q37
Q38 Q39 Q40 Q41 Q42 QA QAN QB QR QTD QTI QTL QTR R1 R9 RH RM ROM RP RPM RPS RT S3 S4 SAN SCO SCR SEC
SET SG SIE SM3 SMI SQ SQR SR STC STI STK STL STN STW SW SX SYR T0 T3 TAH TAN TI TIC TIP TKM TMS TNE
TP TPI TPR TQD TRL TST TTS U1 U2 UB UC VA VLT VP W2 WA WB WCD WE WEB WEE WG WHR WM WSD WTT X1 YDK
YDQ YRD Z11 Z9 ZP ZZ X1A X1B X1D X1F X1G X1W X2C X3A X3H X43 X44 X4A X4B X4C X4D X4F X4G X4H X5H X5L
X5M X6H X6P X7A X7B X8A X8B X8C XAA XAB XAC XAD XAE XAF XAG XAH XAI XAJ XAL XAM XAP XAT XAV XB4 XBA
XBB XBC XBD XBE XBF XBG XBH XBI XBJ XBK XBL XBM XBN XBO XBP XBQ XBR XBS XBT XBU XBV XBW XBX XBY XBZ
XCA XCB XCC XCD XCE XCF XCG XCH XCI XCJ XCK XCL XCM XCN XCO XCP XCQ XCR XCS XCT XCU XCV XCW XCX XCY
XCZ XDA XDB XDC XDG XDH XDI XDJ XDK XDL XDM XDN XDP XDR XDS XDT XDU XDV XDW XDX XDY XEC XED XEE XEF
XEG XEH XEI XEN XFB XFC XFD XFE XFI XFL XFO XFP XFR XFT XFW XFX XGB XGI XGL XGR XGU XGY XGZ XHA XHB
XHC XHG XHN XHR XIA XIB XIC XID XIE XIF XIG XIH XIK XIL XIN XIZ XJB XJC XJG XJR XJT XJY XKG XKI XLE
XLG XLT XLU XLV XLZ XMA XMB XMC XME XMR XMS XMT XMW XMX XNA XNE XNF XNG XNS XNT XNU XNV XO1 XO2 XO3
XO4 XO5 XO6 XO7 XO8 XO9 XOA XOB XOC XOD XOE XOF XOG XOH XOI XOJ XOK XOL XOM XON XOP XOQ XOR XOS XOT
XOU XOV XOW XOX XOY XOZ XP1 XP2 XP3 XP4 XPA XPB XPC XPD XPE XPF XPG XPH XPI XPJ XPK XPL XPN XPO XPP
XPR XPT XPU XPV XPX XPY XPZ XQA XQB XQC XQD XQF XQG XQH XQJ XQK XQL XQM XQN XQP XQQ XQR XQS XRD XRG
XRJ XRK XRL XRO XRT XRZ XSA XSB XSC XSD XSE XSH XSI XSK XSL XSM XSO XSP XSS XST XSU XSV XSW XSX XSY
XSZ XT1 XTB XTC XTD XTE XTG XTI XTK XTL XTN XTO XTR XTS XTT XTU XTV XTW XTY XTZ XUC XUN XVA XVG XVI
XVK XVL XVN XVO XVP XVQ XVR XVS XVY XWA XWB XWC XWD XWF XWG XWH XWJ XWK XWL XWM XWN XWP XWQ XWR XWS
XWT XWU XWV XWW XWX XWY XWZ XXA XXB XXC XXD XXF XXG XXH XXJ XXK XYA XYB XYC XYD XYF XYG XYH XYJ XYK
XYL XYM XYN XYP XYQ XYR XYS XYT XYV XYW XYX XYY XYZ XZA XZB XZC XZD XZF XZG XZH XZJ XZK XZL XZM XZN
XZP XZQ XZR XZS XZT XZU XZV XZW XZX XZY XZZ
`;

/** code|name */
export const UNIT_NAMES_EN = `
10|group
11|outfit
13|ration
14|shot
15|stick, military
20|twenty foot container
21|forty foot container
22|decilitre per gram
23|gram per cubic centimetre
24|theoretical pound
25|gram per square centimetre
27|theoretical ton
28|kilogram per square metre
33|kilopascal square metre per gram
34|kilopascal per millimetre
35|millilitre per square centimetre second
37|ounce per square foot
38|ounce per square foot per 0,01inch
40|millilitre per second
41|millilitre per minute
56|sitas
57|mesh
58|net kilogram
59|part per million
60|percent weight
61|part per billion (US)
74|millipascal
77|milli-inch
80|pound per square inch absolute
81|henry
85|foot pound-force
87|pound per cubic foot
89|poise
91|stokes
1I|fixed rate
2A|radian per second
2B|radian per second squared
2C|roentgen
2G|volt AC
2H|volt DC
2I|British thermal unit (international table) per hour
2J|cubic centimetre per second
2K|cubic foot per hour
2L|cubic foot per minute
2M|centimetre per second
2N|decibel
2P|kilobyte
2Q|kilobecquerel
2R|kilocurie
2U|megagram
2X|metre per minute
2Y|milliroentgen
2Z|millivolt
3B|megajoule
3C|manmonth
4C|centistokes
4G|microlitre
4H|micrometre (micron)
4K|milliampere
4L|megabyte
4M|milligram per hour
4N|megabecquerel
4O|microfarad
4P|newton per metre
4Q|ounce inch
4R|ounce foot
4T|picofarad
4U|pound per hour
4W|ton (US) per hour
4X|kilolitre per hour
5A|barrel (US) per minute
5B|batch
5E|MMSCF/day
5J|hydraulic horse power
A10|ampere square metre per joule second
A11|angstrom
A12|astronomical unit
A13|attojoule
A14|barn
A15|barn per electronvolt
A16|barn per steradian electronvolt
A17|barn per steradian
A18|becquerel per kilogram
A19|becquerel per cubic metre
A2|ampere per centimetre
A20|British thermal unit (international table) per second square foot degree Rankine
A21|British thermal unit (international table) per pound degree Rankine
A22|British thermal unit (international table) per second foot degree Rankine
A23|British thermal unit (international table) per hour square foot degree Rankine
A24|candela per square metre
A26|coulomb metre
A27|coulomb metre squared per volt
A28|coulomb per cubic centimetre
A29|coulomb per cubic metre
A3|ampere per millimetre
A30|coulomb per cubic millimetre
A31|coulomb per kilogram second
A32|coulomb per mole
A33|coulomb per square centimetre
A34|coulomb per square metre
A35|coulomb per square millimetre
A36|cubic centimetre per mole
A37|cubic decimetre per mole
A38|cubic metre per coulomb
A39|cubic metre per kilogram
A4|ampere per square centimetre
A40|cubic metre per mole
A41|ampere per square metre
A42|curie per kilogram
A43|deadweight tonnage
A44|decalitre
A45|decametre
A47|decitex
A48|degree Rankine
A49|denier
A5|ampere square metre
A53|electronvolt
A54|electronvolt per metre
A55|electronvolt square metre
A56|electronvolt square metre per kilogram
A59|8-part cloud cover
A6|ampere per square metre kelvin squared
A68|exajoule
A69|farad per metre
A7|ampere per square millimetre
A70|femtojoule
A71|femtometre
A73|foot per second squared
A74|foot pound-force per second
A75|freight ton
A76|gal
A8|ampere second
A84|gigacoulomb per cubic metre
A85|gigaelectronvolt
A86|gigahertz
A87|gigaohm
A88|gigaohm metre
A89|gigapascal
A9|rate
A90|gigawatt
A91|gon
A93|gram per cubic metre
A94|gram per mole
A95|gray
A96|gray per second
A97|hectopascal
A98|henry per metre
A99|bit
AA|ball
AB|bulk pack
ACR|acre
ACT|activity
AD|byte
AE|ampere per metre
AH|additional minute
AI|average minute per call
AK|fathom
AL|access line
AMH|ampere hour
AMP|ampere
ANN|year
APZ|troy ounce or apothecary ounce
AQ|anti-hemophilic factor (AHF) unit
AS|assortment
ASM|alcoholic strength by mass
ASU|alcoholic strength by volume
ATM|standard atmosphere
AWG|american wire gauge
AY|assembly
AZ|British thermal unit (international table) per pound
B1|barrel (US) per day
B10|bit per second
B11|joule per kilogram kelvin
B12|joule per metre
B13|joule per square metre
B14|joule per metre to the fourth power
B15|joule per mole
B16|joule per mole kelvin
B17|credit
B18|joule second
B19|digit
B20|joule square metre per kilogram
B21|kelvin per watt
B22|kiloampere
B23|kiloampere per square metre
B24|kiloampere per metre
B25|kilobecquerel per kilogram
B26|kilocoulomb
B27|kilocoulomb per cubic metre
B28|kilocoulomb per square metre
B29|kiloelectronvolt
B3|batting pound
B30|gibibit
B31|kilogram metre per second
B32|kilogram metre squared
B33|kilogram metre squared per second
B34|kilogram per cubic decimetre
B35|kilogram per litre
B4|barrel, imperial
B41|kilojoule per kelvin
B42|kilojoule per kilogram
B43|kilojoule per kilogram kelvin
B44|kilojoule per mole
B45|kilomole
B46|kilomole per cubic metre
B47|kilonewton
B48|kilonewton metre
B49|kiloohm
B50|kiloohm metre
B52|kilosecond
B53|kilosiemens
B54|kilosiemens per metre
B55|kilovolt per metre
B56|kiloweber per metre
B57|light year
B58|litre per mole
B59|lumen hour
B60|lumen per square metre
B61|lumen per watt
B62|lumen second
B63|lux hour
B64|lux second
B66|megaampere per square metre
B67|megabecquerel per kilogram
B68|gigabit
B69|megacoulomb per cubic metre
B7|cycle
B70|megacoulomb per square metre
B71|megaelectronvolt
B72|megagram per cubic metre
B73|meganewton
B74|meganewton metre
B75|megaohm
B76|megaohm metre
B77|megasiemens per metre
B78|megavolt
B79|megavolt per metre
B8|joule per cubic metre
B80|gigabit per second
B81|reciprocal metre squared reciprocal second
B82|inch per linear foot
B83|metre to the fourth power
B84|microampere
B85|microbar
B86|microcoulomb
B87|microcoulomb per cubic metre
B88|microcoulomb per square metre
B89|microfarad per metre
B90|microhenry
B91|microhenry per metre
B92|micronewton
B93|micronewton metre
B94|microohm
B95|microohm metre
B96|micropascal
B97|microradian
B98|microsecond
B99|microsiemens
BAR|bar [unit of pressure]
BB|base box
BFT|board foot
BHP|brake horse power
BIL|billion (EUR)
BLD|dry barrel (US)
BLL|barrel (US)
BP|hundred board foot
BPM|beats per minute
BQL|becquerel
BTU|British thermal unit (international table)
BUA|bushel (US)
BUI|bushel (UK)
C0|call
C10|millifarad
C11|milligal
C12|milligram per metre
C13|milligray
C14|millihenry
C15|millijoule
C16|millimetre per second
C17|millimetre squared per second
C18|millimole
C19|mole per kilogram
C20|millinewton
C21|kibibit
C22|millinewton per metre
C23|milliohm metre
C24|millipascal second
C25|milliradian
C26|millisecond
C27|millisiemens
C28|millisievert
C29|millitesla
C3|microvolt per metre
C30|millivolt per metre
C31|milliwatt
C32|milliwatt per square metre
C33|milliweber
C34|mole
C35|mole per cubic decimetre
C36|mole per cubic metre
C37|kilobit
C38|mole per litre
C39|nanoampere
C40|nanocoulomb
C41|nanofarad
C42|nanofarad per metre
C43|nanohenry
C44|nanohenry per metre
C45|nanometre
C46|nanoohm metre
C47|nanosecond
C48|nanotesla
C49|nanowatt
C50|neper
C51|neper per second
C52|picometre
C53|newton metre second
C54|newton metre squared per kilogram squared
C55|newton per square metre
C56|newton per square millimetre
C57|newton second
C58|newton second per metre
C59|octave
C60|ohm centimetre
C61|ohm metre
C62|one
C63|parsec
C64|pascal per kelvin
C65|pascal second
C66|pascal second per cubic metre
C67|pascal second per metre
C68|petajoule
C69|phon
C7|centipoise
C70|picoampere
C71|picocoulomb
C72|picofarad per metre
C73|picohenry
C74|kilobit per second
C75|picowatt
C76|picowatt per square metre
C78|pound-force
C79|kilovolt ampere hour
C8|millicoulomb per kilogram
C80|rad
C81|radian
C82|radian square metre per mole
C83|radian square metre per kilogram
C84|radian per metre
C85|reciprocal angstrom
C86|reciprocal cubic metre
C87|reciprocal cubic metre per second
C88|reciprocal electron volt per cubic metre
C89|reciprocal henry
C9|coil group
C90|reciprocal joule per cubic metre
C91|reciprocal kelvin or kelvin to the power minus one
C92|reciprocal metre
C93|reciprocal square metre
C94|reciprocal minute
C95|reciprocal mole
C96|reciprocal pascal or pascal to the power minus one
C97|reciprocal second
C99|reciprocal second per metre squared
CCT|carrying capacity in metric ton
CDL|candela
CEL|degree Celsius
CEN|hundred
CG|card
CGM|centigram
CKG|coulomb per kilogram
CLF|hundred leave
CLT|centilitre
CMK|square centimetre
CMQ|cubic centimetre
CMT|centimetre
CNP|hundred pack
CNT|cental (UK)
COU|coulomb
CTG|content gram
CTM|metric carat
CTN|content ton (metric)
CUR|curie
CWA|hundred pound (cwt) / hundred weight (US)
CWI|hundred weight (UK)
D03|kilowatt hour per hour
D04|lot [unit of weight]
D1|reciprocal second per steradian
D10|siemens per metre
D11|mebibit
D12|siemens square metre per mole
D13|sievert
D15|sone
D16|square centimetre per erg
D17|square centimetre per steradian erg
D18|metre kelvin
D19|square metre kelvin per watt
D2|reciprocal second per steradian metre squared
D20|square metre per joule
D21|square metre per kilogram
D22|square metre per mole
D23|pen gram (protein)
D24|square metre per steradian
D25|square metre per steradian joule
D26|square metre per volt second
D27|steradian
D29|terahertz
D30|terajoule
D31|terawatt
D32|terawatt hour
D33|tesla
D34|tex
D36|megabit
D41|tonne per cubic metre
D42|tropical year
D43|unified atomic mass unit
D44|var
D45|volt squared per kelvin squared
D46|volt - ampere
D47|volt per centimetre
D48|volt per kelvin
D49|millivolt per kelvin
D5|kilogram per square centimetre
D50|volt per metre
D51|volt per millimetre
D52|watt per kelvin
D53|watt per metre kelvin
D54|watt per square metre
D55|watt per square metre kelvin
D56|watt per square metre kelvin to the fourth power
D57|watt per steradian
D58|watt per steradian square metre
D59|weber per metre
D6|roentgen per second
D60|weber per millimetre
D61|minute [unit of angle]
D62|second [unit of angle]
D63|book
D65|round
D68|number of words
D69|inch to the fourth power
D73|joule square metre
D74|kilogram per mole
D77|megacoulomb
D78|megajoule per second
D80|microwatt
D81|microtesla
D82|microvolt
D83|millinewton metre
D85|microwatt per square metre
D86|millicoulomb
D87|millimole per kilogram
D88|millicoulomb per cubic metre
D89|millicoulomb per square metre
D91|rem
D93|second per cubic metre
D94|second per cubic metre radian
D95|joule per gram
DAA|decare
DAD|ten day
DAY|day
DB|dry pound
DBM|Decibel-milliwatts
DBW|Decibel watt
DD|degree [unit of angle]
DEC|decade
DG|decigram
DJ|decagram
DLT|decilitre
DMA|cubic decametre
DMK|square decimetre
DMO|standard kilolitre
DMQ|cubic decimetre
DMT|decimetre
DN|decinewton metre
DPC|dozen piece
DPR|dozen pair
DPT|displacement tonnage
DRA|dram (US)
DRI|dram (UK)
DRL|dozen roll
DT|dry ton
DTN|decitonne
DWT|pennyweight
DZN|dozen
DZP|dozen pack
E01|newton per square centimetre
E07|megawatt hour per hour
E08|megawatt per hertz
E09|milliampere hour
E10|degree day
E12|mille
E14|kilocalorie (international table)
E15|kilocalorie (thermochemical) per hour
E16|million Btu(IT) per hour
E17|cubic foot per second
E18|tonne per hour
E19|ping
E20|megabit per second
E21|shares
E22|TEU
E23|tyre
E25|active unit
E27|dose
E28|air dry ton
E30|strand
E31|square metre per litre
E32|litre per hour
E33|foot per thousand
E34|gigabyte
E35|terabyte
E36|petabyte
E37|pixel
E38|megapixel
E39|dots per inch
E4|gross kilogram
E40|part per hundred thousand
E41|kilogram-force per square millimetre
E42|kilogram-force per square centimetre
E43|joule per square centimetre
E44|kilogram-force metre per square centimetre
E45|milliohm
E46|kilowatt hour per cubic metre
E47|kilowatt hour per kelvin
E48|service unit
E49|working day
E50|accounting unit
E51|job
E52|run foot
E53|test
E54|trip
E55|use
E56|well
E57|zone
E58|exabit per second
E59|exbibyte
E60|pebibyte
E61|tebibyte
E62|gibibyte
E63|mebibyte
E64|kibibyte
E65|exbibit per metre
E66|exbibit per square metre
E67|exbibit per cubic metre
E68|gigabyte per second
E69|gibibit per metre
E70|gibibit per square metre
E71|gibibit per cubic metre
E72|kibibit per metre
E73|kibibit per square metre
E74|kibibit per cubic metre
E75|mebibit per metre
E76|mebibit per square metre
E77|mebibit per cubic metre
E78|petabit
E79|petabit per second
E80|pebibit per metre
E81|pebibit per square metre
E82|pebibit per cubic metre
E83|terabit
E84|terabit per second
E85|tebibit per metre
E86|tebibit per cubic metre
E87|tebibit per square metre
E88|bit per metre
E89|bit per square metre
E90|reciprocal centimetre
E91|reciprocal day
E92|cubic decimetre per hour
E93|kilogram per hour
E94|kilomole per second
E95|mole per second
E96|degree per second
E97|millimetre per degree Celcius metre
E98|degree Celsius per kelvin
E99|hectopascal per bar
EA|each
EB|electronic mail box
EQ|equivalent gallon
F01|bit per cubic metre
F02|kelvin per kelvin
F03|kilopascal per bar
F04|millibar per bar
F05|megapascal per bar
F06|poise per bar
F07|pascal per bar
F08|milliampere per inch
F10|kelvin per hour
F11|kelvin per minute
F12|kelvin per second
F13|slug
F14|gram per kelvin
F15|kilogram per kelvin
F16|milligram per kelvin
F17|pound-force per foot
F18|kilogram square centimetre
F19|kilogram square millimetre
F20|pound inch squared
F21|pound-force inch
F22|pound-force foot per ampere
F23|gram per cubic decimetre
F24|kilogram per kilomol
F25|gram per hertz
F26|gram per day
F27|gram per hour
F28|gram per minute
F29|gram per second
F30|kilogram per day
F31|kilogram per minute
F32|milligram per day
F33|milligram per minute
F34|milligram per second
F35|gram per day kelvin
F36|gram per hour kelvin
F37|gram per minute kelvin
F38|gram per second kelvin
F39|kilogram per day kelvin
F40|kilogram per hour kelvin
F41|kilogram per minute kelvin
F42|kilogram per second kelvin
F43|milligram per day kelvin
F44|milligram per hour kelvin
F45|milligram per minute kelvin
F46|milligram per second kelvin
F47|newton per millimetre
F48|pound-force per inch
F49|rod [unit of distance]
F50|micrometre per kelvin
F51|centimetre per kelvin
F52|metre per kelvin
F53|millimetre per kelvin
F54|milliohm per metre
F55|ohm per mile (statute mile)
F56|ohm per kilometre
F57|milliampere per pound-force per square inch
F58|reciprocal bar
F59|milliampere per bar
F60|degree Celsius per bar
F61|kelvin per bar
F62|gram per day bar
F63|gram per hour bar
F64|gram per minute bar
F65|gram per second bar
F66|kilogram per day bar
F67|kilogram per hour bar
F68|kilogram per minute bar
F69|kilogram per second bar
F70|milligram per day bar
F71|milligram per hour bar
F72|milligram per minute bar
F73|milligram per second bar
F74|gram per bar
F75|milligram per bar
F76|milliampere per millimetre
F77|pascal second per kelvin
F78|inch of water
F79|inch of mercury
F80|water horse power
F81|bar per kelvin
F82|hectopascal per kelvin
F83|kilopascal per kelvin
F84|millibar per kelvin
F85|megapascal per kelvin
F86|poise per kelvin
F87|volt per litre minute
F88|newton centimetre
F89|newton metre per degree
F90|newton metre per ampere
F91|bar litre per second
F92|bar cubic metre per second
F93|hectopascal litre per second
F94|hectopascal cubic metre per second
F95|millibar litre per second
F96|millibar cubic metre per second
F97|megapascal litre per second
F98|megapascal cubic metre per second
F99|pascal litre per second
FAH|degree Fahrenheit
FAR|farad
FBM|fibre metre
FC|thousand cubic foot
FF|hundred cubic metre
FH|micromole
FIT|failures in time
FL|flake ton
FNU|Formazin nephelometric unit
FOT|foot
FP|pound per square foot
FR|foot per minute
FS|foot per second
FTK|square foot
FTQ|cubic foot
G01|pascal cubic metre per second
G04|centimetre per bar
G05|metre per bar
G06|millimetre per bar
G08|square inch per second
G09|square metre per second kelvin
G10|stokes per kelvin
G11|gram per cubic centimetre bar
G12|gram per cubic decimetre bar
G13|gram per litre bar
G14|gram per cubic metre bar
G15|gram per millilitre bar
G16|kilogram per cubic centimetre bar
G17|kilogram per litre bar
G18|kilogram per cubic metre bar
G19|newton metre per kilogram
G2|US gallon per minute
G20|pound-force foot per pound
G21|cup [unit of volume]
G23|peck
G24|tablespoon (US)
G25|teaspoon (US)
G26|stere
G27|cubic centimetre per kelvin
G28|litre per kelvin
G29|cubic metre per kelvin
G3|Imperial gallon per minute
G30|millilitre per kelvin
G31|kilogram per cubic centimetre
G32|ounce (avoirdupois) per cubic yard
G33|gram per cubic centimetre kelvin
G34|gram per cubic decimetre kelvin
G35|gram per litre kelvin
G36|gram per cubic metre kelvin
G37|gram per millilitre kelvin
G38|kilogram per cubic centimetre kelvin
G39|kilogram per litre kelvin
G40|kilogram per cubic metre kelvin
G41|square metre per second bar
G42|microsiemens per centimetre
G43|microsiemens per metre
G44|nanosiemens per centimetre
G45|nanosiemens per metre
G46|stokes per bar
G47|cubic centimetre per day
G48|cubic centimetre per hour
G49|cubic centimetre per minute
G50|gallon (US) per hour
G51|litre per second
G52|cubic metre per day
G53|cubic metre per minute
G54|millilitre per day
G55|millilitre per hour
G56|cubic inch per hour
G57|cubic inch per minute
G58|cubic inch per second
G59|milliampere per litre minute
G60|volt per bar
G61|cubic centimetre per day kelvin
G62|cubic centimetre per hour kelvin
G63|cubic centimetre per minute kelvin
G64|cubic centimetre per second kelvin
G65|litre per day kelvin
G66|litre per hour kelvin
G67|litre per minute kelvin
G68|litre per second kelvin
G69|cubic metre per day kelvin
G70|cubic metre per hour kelvin
G71|cubic metre per minute kelvin
G72|cubic metre per second kelvin
G73|millilitre per day kelvin
G74|millilitre per hour kelvin
G75|millilitre per minute kelvin
G76|millilitre per second kelvin
G77|millimetre to the fourth power
G78|cubic centimetre per day bar
G79|cubic centimetre per hour bar
G80|cubic centimetre per minute bar
G81|cubic centimetre per second bar
G82|litre per day bar
G83|litre per hour bar
G84|litre per minute bar
G85|litre per second bar
G86|cubic metre per day bar
G87|cubic metre per hour bar
G88|cubic metre per minute bar
G89|cubic metre per second bar
G90|millilitre per day bar
G91|millilitre per hour bar
G92|millilitre per minute bar
G93|millilitre per second bar
G94|cubic centimetre per bar
G95|litre per bar
G96|cubic metre per bar
G97|millilitre per bar
G98|microhenry per kiloohm
G99|microhenry per ohm
GB|gallon (US) per day
GBQ|gigabecquerel
GDW|gram, dry weight
GE|pound per gallon (US)
GF|gram per metre (gram per 100 centimetres)
GFI|gram of fissile isotope
GGR|great gross
GIA|gill (US)
GIC|gram, including container
GII|gill (UK)
GIP|gram, including inner packaging
GJ|gram per millilitre
GL|gram per litre
GLD|dry gallon (US)
GLI|gallon (UK)
GLL|gallon (US)
GM|gram per square metre
GO|milligram per square metre
GP|milligram per cubic metre
GQ|microgram per cubic metre
GRM|gram
GRN|grain
GRO|gross
GV|gigajoule
GWH|gigawatt hour
H03|henry per kiloohm
H04|henry per ohm
H05|millihenry per kiloohm
H06|millihenry per ohm
H07|pascal second per bar
H08|microbecquerel
H09|reciprocal year
H10|reciprocal hour
H11|reciprocal month
H12|degree Celsius per hour
H13|degree Celsius per minute
H14|degree Celsius per second
H15|square centimetre per gram
H16|square decametre
H18|square hectometre
H19|cubic hectometre
H20|cubic kilometre
H21|blank
H22|volt square inch per pound-force
H23|volt per inch
H24|volt per microsecond
H25|percent per kelvin
H26|ohm per metre
H27|degree per metre
H28|microfarad per kilometre
H29|microgram per litre
H30|square micrometre (square micron)
H31|ampere per kilogram
H32|ampere squared second
H33|farad per kilometre
H34|hertz metre
H35|kelvin metre per watt
H36|megaohm per kilometre
H37|megaohm per metre
H38|megaampere
H39|megahertz kilometre
H40|newton per ampere
H41|newton metre watt to the power minus 0,5
H42|pascal per metre
H43|siemens per centimetre
H44|teraohm
H45|volt second per metre
H46|volt per second
H47|watt per cubic metre
H48|attofarad
H49|centimetre per hour
H50|reciprocal cubic centimetre
H51|decibel per kilometre
H52|decibel per metre
H53|kilogram per bar
H54|kilogram per cubic decimetre kelvin
H55|kilogram per cubic decimetre bar
H56|kilogram per square metre second
H57|inch per two pi radiant
H58|metre per volt second
H59|square metre per newton
H60|cubic metre per cubic metre
H61|millisiemens per centimetre
H62|millivolt per minute
H63|milligram per square centimetre
H64|milligram per gram
H65|millilitre per cubic metre
H66|millimetre per year
H67|millimetre per hour
H68|millimole per gram
H69|picopascal per kilometre
H70|picosecond
H71|percent per month
H72|percent per hectobar
H73|percent per decakelvin
H74|watt per metre
H75|decapascal
H76|gram per millimetre
H77|module width
H79|French gauge
H80|rack unit
H81|millimetre per minute
H82|big point
H83|litre per kilogram
H84|gram millimetre
H85|reciprocal week
H87|piece
H88|megaohm kilometre
H89|percent per ohm
H90|percent per degree
H91|percent per ten thousand
H92|percent per one hundred thousand
H93|percent per hundred
H94|percent per thousand
H95|percent per volt
H96|percent per bar
H98|percent per inch
H99|percent per metre
HA|hank
HAD|Piece Day
HBA|hectobar
HBX|hundred boxes
HC|hundred count
HDW|hundred kilogram, dry weight
HEA|head
HGM|hectogram
HH|hundred cubic foot
HIU|hundred international unit
HKM|hundred kilogram, net mass
HLT|hectolitre
HM|mile per hour (statute mile)
HMO|Piece Month
HMQ|million cubic metre
HMT|hectometre
HPA|hectolitre of pure alcohol
HTZ|hertz
HUR|hour
HWE|Piece Week
IA|inch pound (pound inch)
IE|person
INH|inch
INK|square inch
INQ|cubic inch
ISD|international sugar degree
IU|inch per second
IUG|international unit per gram
IV|inch per second squared
J10|percent per millimetre
J12|per mille per psi
J13|degree API
J14|degree Baume (origin scale)
J15|degree Baume (US heavy)
J16|degree Baume (US light)
J17|degree Balling
J18|degree Brix
J19|degree Fahrenheit hour square foot per British thermal unit (thermochemical)
J2|joule per kilogram
J20|degree Fahrenheit per kelvin
J21|degree Fahrenheit per bar
J22|degree Fahrenheit hour square foot per British thermal unit (international table)
J23|degree Fahrenheit per hour
J24|degree Fahrenheit per minute
J25|degree Fahrenheit per second
J26|reciprocal degree Fahrenheit
J27|degree Oechsle
J28|degree Rankine per hour
J29|degree Rankine per minute
J30|degree Rankine per second
J31|degree Twaddell
J32|micropoise
J33|microgram per kilogram
J34|microgram per cubic metre kelvin
J35|microgram per cubic metre bar
J36|microlitre per litre
J38|baud
J39|British thermal unit (mean)
J40|British thermal unit (international table) foot per hour square foot degree Fahrenheit
J41|British thermal unit (international table) inch per hour square foot degree Fahrenheit
J42|British thermal unit (international table) inch per second square foot degree Fahrenheit
J43|British thermal unit (international table) per pound degree Fahrenheit
J44|British thermal unit (international table) per minute
J45|British thermal unit (international table) per second
J46|British thermal unit (thermochemical) foot per hour square foot degree Fahrenheit
J47|British thermal unit (thermochemical) per hour
J48|British thermal unit (thermochemical) inch per hour square foot degree Fahrenheit
J49|British thermal unit (thermochemical) inch per second square foot degree Fahrenheit
J50|British thermal unit (thermochemical) per pound degree Fahrenheit
J51|British thermal unit (thermochemical) per minute
J52|British thermal unit (thermochemical) per second
J53|coulomb square metre per kilogram
J54|megabaud
J55|watt second
J56|bar per bar
J57|barrel (UK petroleum)
J58|barrel (UK petroleum) per minute
J59|barrel (UK petroleum) per day
J60|barrel (UK petroleum) per hour
J61|barrel (UK petroleum) per second
J62|barrel (US petroleum) per hour
J63|barrel (US petroleum) per second
J64|bushel (UK) per day
J65|bushel (UK) per hour
J66|bushel (UK) per minute
J67|bushel (UK) per second
J68|bushel (US dry) per day
J69|bushel (US dry) per hour
J70|bushel (US dry) per minute
J71|bushel (US dry) per second
J72|centinewton metre
J73|centipoise per kelvin
J74|centipoise per bar
J75|calorie (mean)
J76|calorie (international table) per gram degree Celsius
J78|calorie (thermochemical) per centimetre second degree Celsius
J79|calorie (thermochemical) per gram degree Celsius
J81|calorie (thermochemical) per minute
J82|calorie (thermochemical) per second
J83|clo
J84|centimetre per second kelvin
J85|centimetre per second bar
J87|cubic centimetre per cubic metre
J90|cubic decimetre per day
J91|cubic decimetre per cubic metre
J92|cubic decimetre per minute
J93|cubic decimetre per second
J95|ounce (UK fluid) per day
J96|ounce (UK fluid) per hour
J97|ounce (UK fluid) per minute
J98|ounce (UK fluid) per second
J99|ounce (US fluid) per day
JE|joule per kelvin
JK|megajoule per kilogram
JM|megajoule per cubic metre
JNT|pipeline joint
JOU|joule
JPS|hundred metre
JWL|number of jewels
K1|kilowatt demand
K10|ounce (US fluid) per hour
K11|ounce (US fluid) per minute
K12|ounce (US fluid) per second
K13|foot per degree Fahrenheit
K14|foot per hour
K15|foot pound-force per hour
K16|foot pound-force per minute
K17|foot per psi
K18|foot per second degree Fahrenheit
K19|foot per second psi
K2|kilovolt ampere reactive demand
K20|reciprocal cubic foot
K21|cubic foot per degree Fahrenheit
K22|cubic foot per day
K23|cubic foot per psi
K26|gallon (UK) per day
K27|gallon (UK) per hour
K28|gallon (UK) per second
K3|kilovolt ampere reactive hour
K30|gallon (US liquid) per second
K31|gram-force per square centimetre
K32|gill (UK) per day
K33|gill (UK) per hour
K34|gill (UK) per minute
K35|gill (UK) per second
K36|gill (US) per day
K37|gill (US) per hour
K38|gill (US) per minute
K39|gill (US) per second
K40|standard acceleration of free fall
K41|grain per gallon (US)
K42|horsepower (boiler)
K43|horsepower (electric)
K45|inch per degree Fahrenheit
K46|inch per psi
K47|inch per second degree Fahrenheit
K48|inch per second psi
K49|reciprocal cubic inch
K50|kilobaud
K51|kilocalorie (mean)
K52|kilocalorie (international table) per hour metre degree Celsius
K53|kilocalorie (thermochemical)
K54|kilocalorie (thermochemical) per minute
K55|kilocalorie (thermochemical) per second
K58|kilomole per hour
K59|kilomole per cubic metre kelvin
K6|kilolitre
K60|kilomole per cubic metre bar
K61|kilomole per minute
K62|litre per litre
K63|reciprocal litre
K64|pound (avoirdupois) per degree Fahrenheit
K65|pound (avoirdupois) square foot
K66|pound (avoirdupois) per day
K67|pound per foot hour
K68|pound per foot second
K69|pound (avoirdupois) per cubic foot degree Fahrenheit
K70|pound (avoirdupois) per cubic foot psi
K71|pound (avoirdupois) per gallon (UK)
K73|pound (avoirdupois) per hour degree Fahrenheit
K74|pound (avoirdupois) per hour psi
K75|pound (avoirdupois) per cubic inch degree Fahrenheit
K76|pound (avoirdupois) per cubic inch psi
K77|pound (avoirdupois) per psi
K78|pound (avoirdupois) per minute
K79|pound (avoirdupois) per minute degree Fahrenheit
K80|pound (avoirdupois) per minute psi
K81|pound (avoirdupois) per second
K82|pound (avoirdupois) per second degree Fahrenheit
K83|pound (avoirdupois) per second psi
K84|pound per cubic yard
K85|pound-force per square foot
K86|pound-force per square inch degree Fahrenheit
K87|psi cubic inch per second
K88|psi litre per second
K89|psi cubic metre per second
K90|psi cubic yard per second
K91|pound-force second per square foot
K92|pound-force second per square inch
K93|reciprocal psi
K94|quart (UK liquid) per day
K95|quart (UK liquid) per hour
K96|quart (UK liquid) per minute
K97|quart (UK liquid) per second
K98|quart (US liquid) per day
K99|quart (US liquid) per hour
KA|cake
KAT|katal
KB|kilocharacter
KBA|kilobar
KCC|kilogram of choline chloride
KDW|kilogram drained net weight
KEL|kelvin
KGM|kilogram
KGS|kilogram per second
KHY|kilogram of hydrogen peroxide
KHZ|kilohertz
KI|kilogram per millimetre width
KIC|kilogram, including container
KIP|kilogram, including inner packaging
KJ|kilosegment
KJO|kilojoule
KL|kilogram per metre
KLK|lactic dry material percentage
KLX|kilolux
KMA|kilogram of methylamine
KMH|kilometre per hour
KMK|square kilometre
KMQ|kilogram per cubic metre
KMT|kilometre
KNI|kilogram of nitrogen
KNM|kilonewton per square metre
KNS|kilogram named substance
KNT|knot
KO|milliequivalence caustic potash per gram of product
KPA|kilopascal
KPH|kilogram of potassium hydroxide (caustic potash)
KPO|kilogram of potassium oxide
KPP|kilogram of phosphorus pentoxide (phosphoric anhydride)
KR|kiloroentgen
KSD|kilogram of substance 90 % dry
KSH|kilogram of sodium hydroxide (caustic soda)
KT|kit
KTN|kilotonne
KUR|kilogram of uranium
KVA|kilovolt - ampere
KVR|kilovar
KVT|kilovolt
KW|kilogram per millimetre
KWH|kilowatt hour
KWN|Kilowatt hour per normalized cubic metre
KWO|kilogram of tungsten trioxide
KWS|Kilowatt hour per standard cubic metre
KWT|kilowatt
KWY|kilowatt year
KX|millilitre per kilogram
L10|quart (US liquid) per minute
L11|quart (US liquid) per second
L12|metre per second kelvin
L13|metre per second bar
L14|square metre hour degree Celsius per kilocalorie (international table)
L15|millipascal second per kelvin
L16|millipascal second per bar
L17|milligram per cubic metre kelvin
L18|milligram per cubic metre bar
L19|millilitre per litre
L2|litre per minute
L20|reciprocal cubic millimetre
L21|cubic millimetre per cubic metre
L23|mole per hour
L24|mole per kilogram kelvin
L25|mole per kilogram bar
L26|mole per litre kelvin
L27|mole per litre bar
L28|mole per cubic metre kelvin
L29|mole per cubic metre bar
L30|mole per minute
L31|milliroentgen aequivalent men
L32|nanogram per kilogram
L33|ounce (avoirdupois) per day
L34|ounce (avoirdupois) per hour
L35|ounce (avoirdupois) per minute
L36|ounce (avoirdupois) per second
L37|ounce (avoirdupois) per gallon (UK)
L38|ounce (avoirdupois) per gallon (US)
L39|ounce (avoirdupois) per cubic inch
L40|ounce (avoirdupois)-force
L41|ounce (avoirdupois)-force inch
L42|picosiemens per metre
L43|peck (UK)
L44|peck (UK) per day
L45|peck (UK) per hour
L46|peck (UK) per minute
L47|peck (UK) per second
L48|peck (US dry) per day
L49|peck (US dry) per hour
L50|peck (US dry) per minute
L51|peck (US dry) per second
L52|psi per psi
L53|pint (UK) per day
L54|pint (UK) per hour
L55|pint (UK) per minute
L56|pint (UK) per second
L57|pint (US liquid) per day
L58|pint (US liquid) per hour
L59|pint (US liquid) per minute
L60|pint (US liquid) per second
L63|slug per day
L64|slug per foot second
L65|slug per cubic foot
L66|slug per hour
L67|slug per minute
L68|slug per second
L69|tonne per kelvin
L70|tonne per bar
L71|tonne per day
L72|tonne per day kelvin
L73|tonne per day bar
L74|tonne per hour kelvin
L75|tonne per hour bar
L76|tonne per cubic metre kelvin
L77|tonne per cubic metre bar
L78|tonne per minute
L79|tonne per minute kelvin
L80|tonne per minute bar
L81|tonne per second
L82|tonne per second kelvin
L83|tonne per second bar
L84|ton (UK shipping)
L85|ton long per day
L86|ton (US shipping)
L87|ton short per degree Fahrenheit
L88|ton short per day
L89|ton short per hour degree Fahrenheit
L90|ton short per hour psi
L91|ton short per psi
L92|ton (UK long) per cubic yard
L93|ton (US short) per cubic yard
L94|ton-force (US short)
L95|common year
L96|sidereal year
L98|yard per degree Fahrenheit
L99|yard per psi
LA|pound per cubic inch
LAC|lactose excess percentage
LBR|pound
LBT|troy pound (US)
LD|litre per day
LEF|leaf
LF|linear foot
LH|labour hour
LK|link
LM|linear metre
LN|length
LO|lot [unit of procurement]
LP|liquid pound
LPA|litre of pure alcohol
LR|layer
LS|lump sum
LTN|ton (UK) or long ton (US)
LTR|litre
LUB|metric ton, lubricating oil
LUM|lumen
LUX|lux
LY|linear yard
M1|milligram per litre
M10|reciprocal cubic yard
M11|cubic yard per degree Fahrenheit
M12|cubic yard per day
M13|cubic yard per hour
M14|cubic yard per psi
M15|cubic yard per minute
M16|cubic yard per second
M17|kilohertz metre
M18|gigahertz metre
M19|Beaufort
M20|reciprocal megakelvin or megakelvin to the power minus one
M21|reciprocal kilovolt - ampere reciprocal hour
M22|millilitre per square centimetre minute
M23|newton per centimetre
M24|ohm kilometre
M25|percent per degree Celsius
M26|gigaohm per metre
M27|megahertz metre
M29|kilogram per kilogram
M30|reciprocal volt - ampere reciprocal second
M31|kilogram per kilometre
M32|pascal second per litre
M33|millimole per litre
M34|newton metre per square metre
M35|millivolt - ampere
M36|30-day month
M37|actual/360
M38|kilometre per second squared
M39|centimetre per second squared
M4|monetary value
M40|yard per second squared
M41|millimetre per second squared
M42|mile (statute mile) per second squared
M43|mil
M44|revolution
M45|degree [unit of angle] per second squared
M46|revolution per minute
M47|circular mil
M48|square mile (based on U.S. survey foot)
M49|chain (based on U.S. survey foot)
M5|microcurie
M50|furlong
M51|foot (U.S. survey)
M52|mile (based on U.S. survey foot)
M53|metre per pascal
M55|metre per radiant
M56|shake
M57|mile per minute
M58|mile per second
M59|metre per second pascal
M60|metre per hour
M61|inch per year
M62|kilometre per second
M63|inch per minute
M64|yard per second
M65|yard per minute
M66|yard per hour
M67|acre-foot (based on U.S. survey foot)
M68|cord (128 ft3)
M69|cubic mile (UK statute)
M7|micro-inch
M70|ton, register
M71|cubic metre per pascal
M72|bel
M73|kilogram per cubic metre pascal
M74|kilogram per pascal
M75|kilopound-force
M76|poundal
M77|kilogram metre per second squared
M78|pond
M79|square foot per hour
M80|stokes per pascal
M81|square centimetre per second
M82|square metre per second pascal
M83|denier
M84|pound per yard
M85|ton, assay
M86|pfund
M87|kilogram per second pascal
M88|tonne per month
M89|tonne per year
M9|million Btu per 1000 cubic foot
M90|kilopound per hour
M91|pound per pound
M92|pound-force foot
M93|newton metre per radian
M94|kilogram metre
M95|poundal foot
M96|poundal inch
M97|dyne metre
M98|kilogram centimetre per second
M99|gram centimetre per second
MAH|megavolt ampere reactive hour
MAL|megalitre
MAM|megametre
MAR|megavar
MAW|megawatt
MBE|thousand standard brick equivalent
MBF|thousand board foot
MBR|millibar
MC|microgram
MCU|millicurie
MD|air dry metric ton
MGM|milligram
MHZ|megahertz
MIK|square mile (statute mile)
MIL|thousand
MIN|minute [unit of time]
MIO|million
MIU|million international unit
MKD|Square Metre Day
MKM|Square Metre Month
MKW|Square Metre Week
MLD|milliard
MLT|millilitre
MMK|square millimetre
MMQ|cubic millimetre
MMT|millimetre
MND|kilogram, dry weight
MNJ|Mega Joule per Normalised cubic Metre
MON|month
MPA|megapascal
MQD|Cubic Metre Day
MQH|cubic metre per hour
MQM|Cubic Metre Month
MQS|cubic metre per second
MQW|Cubic Metre Week
MRD|Metre Day
MRM|Metre Month
MRW|Metre Week
MSK|metre per second squared
MTK|square metre
MTQ|cubic metre
MTR|metre
MTS|metre per second
MTZ|milihertz
MVA|megavolt - ampere
MWH|megawatt hour (1000 kW.h)
N1|pen calorie
N10|pound foot per second
N11|pound inch per second
N12|Pferdestaerke
N13|centimetre of mercury (0 ºC)
N14|centimetre of water (4 ºC)
N15|foot of water (39.2 ºF)
N16|inch of mercury (32 ºF)
N17|inch of mercury (60 ºF)
N18|inch of water (39.2 ºF)
N19|inch of water (60 ºF)
N20|kip per square inch
N21|poundal per square foot
N22|ounce (avoirdupois) per square inch
N23|conventional metre of water
N24|gram per square millimetre
N25|pound per square yard
N26|poundal per square inch
N27|foot to the fourth power
N28|cubic decimetre per kilogram
N29|cubic foot per pound
N3|print point
N30|cubic inch per pound
N31|kilonewton per metre
N32|poundal per inch
N33|pound-force per yard
N34|poundal second per square foot
N35|poise per pascal
N36|newton second per square metre
N37|kilogram per metre second
N38|kilogram per metre minute
N39|kilogram per metre day
N40|kilogram per metre hour
N41|gram per centimetre second
N42|poundal second per square inch
N43|pound per foot minute
N44|pound per foot day
N45|cubic metre per second pascal
N46|foot poundal
N47|inch poundal
N48|watt per square centimetre
N49|watt per square inch
N50|British thermal unit (international table) per square foot hour
N51|British thermal unit (thermochemical) per square foot hour
N52|British thermal unit (thermochemical) per square foot minute
N53|British thermal unit (international table) per square foot second
N54|British thermal unit (thermochemical) per square foot second
N55|British thermal unit (international table) per square inch second
N56|calorie (thermochemical) per square centimetre minute
N57|calorie (thermochemical) per square centimetre second
N58|British thermal unit (international table) per cubic foot
N59|British thermal unit (thermochemical) per cubic foot
N60|British thermal unit (international table) per degree Fahrenheit
N61|British thermal unit (thermochemical) per degree Fahrenheit
N62|British thermal unit (international table) per degree Rankine
N63|British thermal unit (thermochemical) per degree Rankine
N64|British thermal unit (thermochemical) per pound degree Rankine
N65|kilocalorie (international table) per gram kelvin
N66|British thermal unit (39 ºF)
N67|British thermal unit (59 ºF)
N68|British thermal unit (60 ºF)
N69|calorie (20 ºC)
N70|quad (1015 BtuIT)
N71|therm (EC)
N72|therm (U.S.)
N73|British thermal unit (thermochemical) per pound
N74|British thermal unit (international table) per hour square foot degree Fahrenheit
N75|British thermal unit (thermochemical) per hour square foot degree Fahrenheit
N76|British thermal unit (international table) per second square foot degree Fahrenheit
N77|British thermal unit (thermochemical) per second square foot degree Fahrenheit
N78|kilowatt per square metre kelvin
N79|kelvin per pascal
N80|watt per metre degree Celsius
N81|kilowatt per metre kelvin
N82|kilowatt per metre degree Celsius
N83|metre per degree Celcius metre
N84|degree Fahrenheit hour per British thermal unit (international table)
N85|degree Fahrenheit hour per British thermal unit (thermochemical)
N86|degree Fahrenheit second per British thermal unit (international table)
N87|degree Fahrenheit second per British thermal unit (thermochemical)
N88|degree Fahrenheit hour square foot per British thermal unit (international table) inch
N89|degree Fahrenheit hour square foot per British thermal unit (thermochemical) inch
N90|kilofarad
N91|reciprocal joule
N92|picosiemens
N93|ampere per pascal
N94|franklin
N95|ampere minute
N96|biot
N97|gilbert
N98|volt per pascal
N99|picovolt
NA|milligram per kilogram
NAR|number of articles
NCL|number of cells
NEW|newton
NF|message
NIL|nil
NIU|number of international units
NL|load
NM3|Normalised cubic metre
NMI|nautical mile
NMP|number of packs
NPT|number of parts
NT|net ton
NTU|Nephelometric turbidity unit
NU|newton metre
NX|part per thousand
OA|panel
ODE|ozone depletion equivalent
ODG|ODS Grams
ODK|ODS Kilograms
ODM|ODS Milligrams
OHM|ohm
ON|ounce per square yard
ONZ|ounce (avoirdupois)
OPM|oscillations per minute
OT|overtime hour
OZA|fluid ounce (US)
OZI|fluid ounce (UK)
P1|percent
P10|coulomb per metre
P11|kiloweber
P12|gamma
P13|kilotesla
P14|joule per second
P15|joule per minute
P16|joule per hour
P17|joule per day
P18|kilojoule per second
P19|kilojoule per minute
P2|pound per foot
P20|kilojoule per hour
P21|kilojoule per day
P22|nanoohm
P23|ohm circular-mil per foot
P24|kilohenry
P25|lumen per square foot
P26|phot
P27|footcandle
P28|candela per square inch
P29|footlambert
P30|lambert
P31|stilb
P32|candela per square foot
P33|kilocandela
P34|millicandela
P35|Hefner-Kerze
P36|international candle
P37|British thermal unit (international table) per square foot
P38|British thermal unit (thermochemical) per square foot
P39|calorie (thermochemical) per square centimetre
P40|langley
P41|decade (logarithmic)
P42|pascal squared second
P43|bel per metre
P44|pound mole
P45|pound mole per second
P46|pound mole per minute
P47|kilomole per kilogram
P48|pound mole per pound
P49|newton square metre per ampere
P5|five pack
P50|weber metre
P51|mol per kilogram pascal
P52|mol per cubic metre pascal
P53|unit pole
P54|milligray per second
P55|microgray per second
P56|nanogray per second
P57|gray per minute
P58|milligray per minute
P59|microgray per minute
P60|nanogray per minute
P61|gray per hour
P62|milligray per hour
P63|microgray per hour
P64|nanogray per hour
P65|sievert per second
P66|millisievert per second
P67|microsievert per second
P68|nanosievert per second
P69|rem per second
P70|sievert per hour
P71|millisievert per hour
P72|microsievert per hour
P73|nanosievert per hour
P74|sievert per minute
P75|millisievert per minute
P76|microsievert per minute
P77|nanosievert per minute
P78|reciprocal square inch
P79|pascal square metre per kilogram
P80|millipascal per metre
P81|kilopascal per metre
P82|hectopascal per metre
P83|standard atmosphere per metre
P84|technical atmosphere per metre
P85|torr per metre
P86|psi per inch
P87|cubic metre per second square metre
P88|rhe
P89|pound-force foot per inch
P90|pound-force inch per inch
P91|perm (0 ºC)
P92|perm (23 ºC)
P93|byte per second
P94|kilobyte per second
P95|megabyte per second
P96|reciprocal volt
P97|reciprocal radian
P98|pascal to the power sum of stoichiometric numbers
P99|mole per cubiv metre to the power sum of stoichiometric numbers
PAL|pascal
PD|pad
PFL|proof litre
PGL|proof gallon
PI|pitch
PLA|degree Plato
PO|pound per inch of length
PQ|page per inch
PR|pair
PS|pound-force per square inch
PTD|dry pint (US)
PTI|pint (UK)
PTL|liquid pint (US)
PTN|portion
Q10|joule per tesla
Q11|erlang
Q12|octet
Q13|octet per second
Q14|shannon
Q15|hartley
Q16|natural unit of information
Q17|shannon per second
Q18|hartley per second
Q19|natural unit of information per second
Q20|second per kilogramm
Q21|watt square metre
Q22|second per radian cubic metre
Q23|weber to the power minus one
Q24|reciprocal inch
Q25|dioptre
Q26|one per one
Q27|newton metre per metre
Q28|kilogram per square metre pascal second
Q29|microgram per hectogram
Q3|meal
Q30|pH (potential of Hydrogen)
Q31|kilojoule per gram
Q32|femtolitre
Q33|picolitre
Q34|nanolitre
Q35|megawatts per minute
Q36|square metre per cubic metre
Q37|Standard cubic metre per day
Q38|Standard cubic metre per hour
Q39|Normalized cubic metre per day
Q40|Normalized cubic metre per hour
Q41|Joule per normalised cubic metre
Q42|Joule per standard cubic metre
QA|page - facsimile
QAN|quarter (of a year)
QB|page - hardcopy
QR|quire
QTD|dry quart (US)
QTI|quart (UK)
QTL|liquid quart (US)
QTR|quarter (UK)
R1|pica
R9|thousand cubic metre
RH|running or operating hour
RM|ream
ROM|room
RP|pound per ream
RPM|revolutions per minute
RPS|revolutions per second
RT|revenue ton mile
S3|square foot per second
S4|square metre per second
SAN|half year (6 months)
SCO|score
SCR|scruple
SEC|second [unit of time]
SET|set
SG|segment
SIE|siemens
SM3|Standard cubic metre
SMI|mile (statute mile)
SQ|square
SQR|square, roofing
SR|strip
STC|stick
STI|stone (UK)
STK|stick, cigarette
STL|standard litre
STN|ton (US) or short ton (UK/US)
STW|straw
SW|skein
SX|shipment
SYR|syringe
T0|telecommunication line in service
T3|thousand piece
TAH|kiloampere hour (thousand ampere hour)
TAN|total acid number
TI|thousand square inch
TIC|metric ton, including container
TIP|metric ton, including inner packaging
TKM|tonne kilometre
TMS|kilogram of imported meat, less offal
TNE|tonne (metric ton)
TP|ten pack
TPI|teeth per inch
TPR|ten pair
TQD|thousand cubic metre per day
TRL|trillion (EUR)
TST|ten set
TTS|ten thousand sticks
U1|treatment
U2|tablet
UB|telecommunication line in service average
UC|telecommunication port
VA|volt - ampere per kilogram
VLT|volt
VP|percent volume
W2|wet kilo
WA|watt per kilogram
WB|wet pound
WCD|cord
WE|wet ton
WEB|weber
WEE|week
WG|wine gallon
WHR|watt hour
WM|working month
WSD|standard
WTT|watt
X1|Gunter's chain
YDK|square yard
YDQ|cubic yard
YRD|yard
Z11|hanging container
Z9|nanomole
ZP|page
ZZ|mutually defined
X1A|Drum, steel
X1B|Drum, aluminium
X1D|Drum, plywood
X1F|Container, flexible
X1G|Drum, fibre
X1W|Drum, wooden
X2C|Barrel, wooden
X3A|Jerrican, steel
X3H|Jerrican, plastic
X43|Bag, super bulk
X44|Bag, polybag
X4A|Box, steel
X4B|Box, aluminium
X4C|Box, natural wood
X4D|Box, plywood
X4F|Box, reconstituted wood
X4G|Box, fibreboard
X4H|Box, plastic
X5H|Bag, woven plastic
X5L|Bag, textile
X5M|Bag, paper
X6H|Composite packaging, plastic receptacle
X6P|Composite packaging, glass receptacle
X7A|Case, car
X7B|Case, wooden
X8A|Pallet, wooden
X8B|Crate, wooden
X8C|Bundle, wooden
XAA|Intermediate bulk container, rigid plastic
XAB|Receptacle, fibre
XAC|Receptacle, paper
XAD|Receptacle, wooden
XAE|Aerosol
XAF|Pallet, modular, collars 80cms * 60cms
XAG|Pallet, shrinkwrapped
XAH|Pallet, 100cms * 110cms
XAI|Clamshell
XAJ|Cone
XAL|Ball
XAM|Ampoule, non-protected
XAP|Ampoule, protected
XAT|Atomizer
XAV|Capsule
XB4|Belt
XBA|Barrel
XBB|Bobbin
XBC|Bottlecrate / bottlerack
XBD|Board
XBE|Bundle
XBF|Balloon, non-protected
XBG|Bag
XBH|Bunch
XBI|Bin
XBJ|Bucket
XBK|Basket
XBL|Bale, compressed
XBM|Basin
XBN|Bale, non-compressed
XBO|Bottle, non-protected, cylindrical
XBP|Balloon, protected
XBQ|Bottle, protected cylindrical
XBR|Bar
XBS|Bottle, non-protected, bulbous
XBT|Bolt
XBU|Butt
XBV|Bottle, protected bulbous
XBW|Box, for liquids
XBX|Box
XBY|Board, in bundle/bunch/truss
XBZ|Bars, in bundle/bunch/truss
XCA|Can, rectangular
XCB|Crate, beer
XCC|Churn
XCD|Can, with handle and spout
XCE|Creel
XCF|Coffer
XCG|Cage
XCH|Chest
XCI|Canister
XCJ|Coffin
XCK|Cask
XCL|Coil
XCM|Card
XCN|Container, not otherwise specified as transport equipment
XCO|Carboy, non-protected
XCP|Carboy, protected
XCQ|Cartridge
XCR|Crate
XCS|Case
XCT|Carton
XCU|Cup
XCV|Cover
XCW|Cage, roll
XCX|Can, cylindrical
XCY|Cylinder
XCZ|Canvas
XDA|Crate, multiple layer, plastic
XDB|Crate, multiple layer, wooden
XDC|Crate, multiple layer, cardboard
XDG|Cage, Commonwealth Handling Equipment Pool (CHEP)
XDH|Box, Commonwealth Handling Equipment Pool (CHEP), Eurobox
XDI|Drum, iron
XDJ|Demijohn, non-protected
XDK|Crate, bulk, cardboard
XDL|Crate, bulk, plastic
XDM|Crate, bulk, wooden
XDN|Dispenser
XDP|Demijohn, protected
XDR|Drum
XDS|Tray, one layer no cover, plastic
XDT|Tray, one layer no cover, wooden
XDU|Tray, one layer no cover, polystyrene
XDV|Tray, one layer no cover, cardboard
XDW|Tray, two layers no cover, plastic tray
XDX|Tray, two layers no cover, wooden
XDY|Tray, two layers no cover, cardboard
XEC|Bag, plastic
XED|Case, with pallet base
XEE|Case, with pallet base, wooden
XEF|Case, with pallet base, cardboard
XEG|Case, with pallet base, plastic
XEH|Case, with pallet base, metal
XEI|Case, isothermic
XEN|Envelope
XFB|Flexibag
XFC|Crate, fruit
XFD|Crate, framed
XFE|Flexitank
XFI|Firkin
XFL|Flask
XFO|Footlocker
XFP|Filmpack
XFR|Frame
XFT|Foodtainer
XFW|Cart, flatbed
XFX|Bag, flexible container
XGB|Bottle, gas
XGI|Girder
XGL|Container, gallon
XGR|Receptacle, glass
XGU|Tray, containing horizontally stacked flat items
XGY|Bag, gunny
XGZ|Girders, in bundle/bunch/truss
XHA|Basket, with handle, plastic
XHB|Basket, with handle, wooden
XHC|Basket, with handle, cardboard
XHG|Hogshead
XHN|Hanger
XHR|Hamper
XIA|Package, display, wooden
XIB|Package, display, cardboard
XIC|Package, display, plastic
XID|Package, display, metal
XIE|Package, show
XIF|Package, flow
XIG|Package, paper wrapped
XIH|Drum, plastic
XIK|Package, cardboard, with bottle grip-holes
XIL|Tray, rigid, lidded stackable (CEN TS 14482:2002)
XIN|Ingot
XIZ|Ingots, in bundle/bunch/truss
XJB|Bag, jumbo
XJC|Jerrican, rectangular
XJG|Jug
XJR|Jar
XJT|Jutebag
XJY|Jerrican, cylindrical
XKG|Keg
XKI|Kit
XLE|Luggage
XLG|Log
XLT|Lot
XLU|Lug
XLV|Liftvan
XLZ|Logs, in bundle/bunch/truss
XMA|Crate, metal
XMB|Bag, multiply
XMC|Crate, milk
XME|Container, metal
XMR|Receptacle, metal
XMS|Sack, multi-wall
XMT|Mat
XMW|Receptacle, plastic wrapped
XMX|Matchbox
XNA|Not available
XNE|Unpacked or unpackaged
XNF|Unpacked or unpackaged, single unit
XNG|Unpacked or unpackaged, multiple units
XNS|Nest
XNT|Net
XNU|Net, tube, plastic
XNV|Net, tube, textile
XO1|Two sided cage on wheels with fixing strap
XO2|Trolley
XO3|Oneway pallet ISO 0 - 1/2 EURO Pallet
XO4|Oneway pallet ISO 1 - 1/1 EURO Pallet
XO5|Oneway pallet ISO 2 - 2/1 EURO Pallet
XO6|Pallet with exceptional dimensions
XO7|Wooden pallet 40 cm x 80 cm
XO8|Plastic pallet SRS 60 cm x 80 cm
XO9|Plastic pallet SRS 80 cm x 120 cm
XOA|Pallet, CHEP 40 cm x 60 cm
XOB|Pallet, CHEP 80 cm x 120 cm
XOC|Pallet, CHEP 100 cm x 120 cm
XOD|Pallet, AS 4068-1993
XOE|Pallet, ISO T11
XOF|Platform, unspecified weight or dimension
XOG|Pallet ISO 0 - 1/2 EURO Pallet
XOH|Pallet ISO 1 - 1/1 EURO Pallet
XOI|Pallet ISO 2 – 2/1 EURO Pallet
XOJ|1/4 EURO Pallet
XOK|Block
XOL|1/8 EURO Pallet
XOM|Synthetic pallet ISO 1
XON|Synthetic pallet ISO 2
XOP|Wholesaler pallet
XOQ|Pallet 80 X 100 cm
XOR|Pallet 60 X 100 cm
XOS|Oneway pallet
XOT|Octabin
XOU|Container, outer
XOV|Returnable pallet
XOW|Large bag, pallet sized
XOX|A wheeled pallet with raised rim (81 x 67 x 135)
XOY|A Wheeled pallet with raised rim (81 x 72 x 135)
XOZ|Wheeled pallet with raised rim ( 81 x 60 x 16)
XP1|CHEP pallet 60 cm x 80 cm
XP2|Pan
XP3|LPR pallet 60 cm x 80 cm
XP4|LPR pallet 80 cm x 120 cm
XPA|Packet
XPB|Pallet, box Combined open-ended box and pallet
XPC|Parcel
XPD|Pallet, modular, collars 80cms * 100cms
XPE|Pallet, modular, collars 80cms * 120cms
XPF|Pen
XPG|Plate
XPH|Pitcher
XPI|Pipe
XPJ|Punnet
XPK|Package
XPL|Pail
XPN|Plank
XPO|Pouch
XPP|Piece
XPR|Receptacle, plastic
XPT|Pot
XPU|Tray
XPV|Pipes, in bundle/bunch/truss
XPX|Pallet
XPY|Plates, in bundle/bunch/truss
XPZ|Planks, in bundle/bunch/truss
XQA|Drum, steel, non-removable head
XQB|Drum, steel, removable head
XQC|Drum, aluminium, non-removable head
XQD|Drum, aluminium, removable head
XQF|Drum, plastic, non-removable head
XQG|Drum, plastic, removable head
XQH|Barrel, wooden, bung type
XQJ|Barrel, wooden, removable head
XQK|Jerrican, steel, non-removable head
XQL|Jerrican, steel, removable head
XQM|Jerrican, plastic, non-removable head
XQN|Jerrican, plastic, removable head
XQP|Box, wooden, natural wood, ordinary
XQQ|Box, wooden, natural wood, with sift proof walls
XQR|Box, plastic, expanded
XQS|Box, plastic, solid
XRD|Rod
XRG|Ring
XRJ|Rack, clothing hanger
XRK|Rack
XRL|Reel
XRO|Roll
XRT|Rednet
XRZ|Rods, in bundle/bunch/truss
XSA|Sack
XSB|Slab
XSC|Crate, shallow
XSD|Spindle
XSE|Sea-chest
XSH|Sachet
XSI|Skid
XSK|Case, skeleton
XSL|Slipsheet
XSM|Sheetmetal
XSO|Spool
XSP|Sheet, plastic wrapping
XSS|Case, steel
XST|Sheet
XSU|Suitcase
XSV|Envelope, steel
XSW|Shrinkwrapped
XSX|Set
XSY|Sleeve
XSZ|Sheets, in bundle/bunch/truss
XT1|Tablet
XTB|Tub
XTC|Tea-chest
XTD|Tube, collapsible
XTE|Tyre
XTG|Tank container, generic
XTI|Tierce
XTK|Tank, rectangular
XTL|Tub, with lid
XTN|Tin
XTO|Tun
XTR|Trunk
XTS|Truss
XTT|Bag, tote
XTU|Tube
XTV|Tube, with nozzle
XTW|Pallet, triwall
XTY|Tank, cylindrical
XTZ|Tubes, in bundle/bunch/truss
XUC|Uncaged
XUN|Unit
XVA|Vat
XVG|Bulk, gas (at 1031 mbar and 15°C)
XVI|Vial
XVK|Vanpack
XVL|Bulk, liquid
XVN|Vehicle
XVO|Bulk, solid, large particles (“nodules”)
XVP|Vacuum-packed
XVQ|Bulk, liquefied gas (at abnormal temperature/pressure)
XVR|Bulk, solid, granular particles (“grains”)
XVS|Bulk, scrap metal
XVY|Bulk, solid, fine particles (“powders”)
XWA|Intermediate bulk container
XWB|Wickerbottle
XWC|Intermediate bulk container, steel
XWD|Intermediate bulk container, aluminium
XWF|Intermediate bulk container, metal
XWG|Intermediate bulk container, steel, pressurised > 10 kpa
XWH|Intermediate bulk container, aluminium, pressurised > 10 kpa
XWJ|Intermediate bulk container, metal, pressure 10 kpa
XWK|Intermediate bulk container, steel, liquid
XWL|Intermediate bulk container, aluminium, liquid
XWM|Intermediate bulk container, metal, liquid
XWN|Intermediate bulk container, woven plastic, without coat/liner
XWP|Intermediate bulk container, woven plastic, coated
XWQ|Intermediate bulk container, woven plastic, with liner
XWR|Intermediate bulk container, woven plastic, coated and liner
XWS|Intermediate bulk container, plastic film
XWT|Intermediate bulk container, textile with out coat/liner
XWU|Intermediate bulk container, natural wood, with inner liner
XWV|Intermediate bulk container, textile, coated
XWW|Intermediate bulk container, textile, with liner
XWX|Intermediate bulk container, textile, coated and liner
XWY|Intermediate bulk container, plywood, with inner liner
XWZ|Intermediate bulk container, reconstituted wood, with inner liner
XXA|Bag, woven plastic, without inner coat/liner
XXB|Bag, woven plastic, sift proof
XXC|Bag, woven plastic, water resistant
XXD|Bag, plastics film
XXF|Bag, textile, without inner coat/liner
XXG|Bag, textile, sift proof
XXH|Bag, textile, water resistant
XXJ|Bag, paper, multi-wall
XXK|Bag, paper, multi-wall, water resistant
XYA|Composite packaging, plastic receptacle in steel drum
XYB|Composite packaging, plastic receptacle in steel crate box
XYC|Composite packaging, plastic receptacle in aluminium drum
XYD|Composite packaging, plastic receptacle in aluminium crate
XYF|Composite packaging, plastic receptacle in wooden box
XYG|Composite packaging, plastic receptacle in plywood drum
XYH|Composite packaging, plastic receptacle in plywood box
XYJ|Composite packaging, plastic receptacle in fibre drum
XYK|Composite packaging, plastic receptacle in fibreboard box
XYL|Composite packaging, plastic receptacle in plastic drum
XYM|Composite packaging, plastic receptacle in solid plastic box
XYN|Composite packaging, glass receptacle in steel drum
XYP|Composite packaging, glass receptacle in steel crate box
XYQ|Composite packaging, glass receptacle in aluminium drum
XYR|Composite packaging, glass receptacle in aluminium crate
XYS|Composite packaging, glass receptacle in wooden box
XYT|Composite packaging, glass receptacle in plywood drum
XYV|Composite packaging, glass receptacle in wickerwork hamper
XYW|Composite packaging, glass receptacle in fibre drum
XYX|Composite packaging, glass receptacle in fibreboard box
XYY|Composite packaging, glass receptacle in expandable plastic pack
XYZ|Composite packaging, glass receptacle in solid plastic pack
XZA|Intermediate bulk container, paper, multi-wall
XZB|Bag, large
XZC|Intermediate bulk container, paper, multi-wall, water resistant
XZD|Intermediate bulk container, rigid plastic, with structural equipment, solids
XZF|Intermediate bulk container, rigid plastic, freestanding, solids
XZG|Intermediate bulk container, rigid plastic, with structural equipment, pressurised
XZH|Intermediate bulk container, rigid plastic, freestanding, pressurised
XZJ|Intermediate bulk container, rigid plastic, with structural equipment, liquids
XZK|Intermediate bulk container, rigid plastic, freestanding, liquids
XZL|Intermediate bulk container, composite, rigid plastic, solids
XZM|Intermediate bulk container, composite, flexible plastic, solids
XZN|Intermediate bulk container, composite, rigid plastic, pressurised
XZP|Intermediate bulk container, composite, flexible plastic, pressurised
XZQ|Intermediate bulk container, composite, rigid plastic, liquids
XZR|Intermediate bulk container, composite, flexible plastic, liquids
XZS|Intermediate bulk container, composite
XZT|Intermediate bulk container, fibreboard
XZU|Intermediate bulk container, flexible
XZV|Intermediate bulk container, metal, other than steel
XZW|Intermediate bulk container, natural wood
XZX|Intermediate bulk container, plywood
XZY|Intermediate bulk container, reconstituted wood
XZZ|Mutually defined
`;
