/**
 * UNTDID 1153 reference code qualifiers (BT-18-1 invoiced object identifier scheme) and UNTDID 7143 item
 * type identification codes (BT-158-1 item classification scheme).
 * Code values: exactly the set the CEN EN 16931 validation artefacts 1.3.15 check (BR-CL-07, BR-CL-13), as bundled in
 * KoSIT validator-configuration-xrechnung 2026-01-31 (XRechnung 3.0.2, CIUS rules 2.5.0).
 * Names (en) of UNTDID 7143: D.19A.
 */

/** 818 codes (UNTDID 1153) */
export const OBJECT_SCHEME_CODES = `
AAA AAB AAC AAD AAE AAF AAG AAH AAI AAJ AAK AAL AAM AAN AAO AAP AAQ AAR AAS AAT AAU AAV AAW AAX AAY
AAZ ABA ABB ABC ABD ABE ABF ABG ABH ABI ABJ ABK ABL ABM ABN ABO ABP ABQ ABR ABS ABT ABU ABV ABW ABX
ABY ABZ AC ACA ACB ACC ACD ACE ACF ACG ACH ACI ACJ ACK ACL ACN ACO ACP ACQ ACR ACT ACU ACV ACW ACX
ACY ACZ ADA ADB ADC ADD ADE ADF ADG ADI ADJ ADK ADL ADM ADN ADO ADP ADQ ADT ADU ADV ADW ADX ADY ADZ
AE AEA AEB AEC AED AEE AEF AEG AEH AEI AEJ AEK AEL AEM AEN AEO AEP AEQ AER AES AET AEU AEV AEW AEX
AEY AEZ AF AFA AFB AFC AFD AFE AFF AFG AFH AFI AFJ AFK AFL AFM AFN AFO AFP AFQ AFR AFS AFT AFU AFV
AFW AFX AFY AFZ AGA AGB AGC AGD AGE AGF AGG AGH AGI AGJ AGK AGL AGM AGN AGO AGP AGQ AGR AGS AGT AGU
AGV AGW AGX AGY AGZ AHA AHB AHC AHD AHE AHF AHG AHH AHI AHJ AHK AHL AHM AHN AHO AHP AHQ AHR AHS AHT
AHU AHV AHX AHY AHZ AIA AIB AIC AID AIE AIF AIG AIH AII AIJ AIK AIL AIM AIN AIO AIP AIQ AIR AIS AIT
AIU AIV AIW AIX AIY AIZ AJA AJB AJC AJD AJE AJF AJG AJH AJI AJJ AJK AJL AJM AJN AJO AJP AJQ AJR AJS
AJT AJU AJV AJW AJX AJY AJZ AKA AKB AKC AKD AKE AKF AKG AKH AKI AKJ AKK AKL AKM AKN AKO AKP AKQ AKR
AKS AKT AKU AKV AKW AKX AKY AKZ ALA ALB ALC ALD ALE ALF ALG ALH ALI ALJ ALK ALL ALM ALN ALO ALP ALQ
ALR ALS ALT ALU ALV ALW ALX ALY ALZ AMA AMB AMC AMD AME AMF AMG AMH AMI AMJ AMK AML AMM AMN AMO AMP
AMQ AMR AMS AMT AMU AMV AMW AMX AMY AMZ ANA ANB ANC AND ANE ANF ANG ANH ANI ANJ ANK ANL ANM ANN ANO
ANP ANQ ANR ANS ANT ANU ANV ANW ANX ANY AOA AOD AOE AOF AOG AOH AOI AOJ AOK AOL AOM AON AOO AOP AOQ
AOR AOS AOT AOU AOV AOW AOX AOY AOZ AP APA APB APC APD APE APF APG APH API APJ APK APL APM APN APO
APP APQ APR APS APT APU APV APW APX APY APZ AQA AQB AQC AQD AQE AQF AQG AQH AQI AQJ AQK AQL AQM AQN
AQO AQP AQQ AQR AQS AQT AQU AQV AQW AQX AQY AQZ ARA ARB ARC ARD ARE ARF ARG ARH ARI ARJ ARK ARL ARM
ARN ARO ARP ARQ ARR ARS ART ARU ARV ARW ARX ARY ARZ ASA ASB ASC ASD ASE ASF ASG ASH ASI ASJ ASK ASL
ASM ASN ASO ASP ASQ ASR ASS AST ASU ASV ASW ASX ASY ASZ ATA ATB ATC ATD ATE ATF ATG ATH ATI ATJ ATK
ATL ATM ATN ATO ATP ATQ ATR ATS ATT ATU ATV ATW ATX ATY ATZ AU AUA AUB AUC AUD AUE AUF AUG AUH AUI
AUJ AUK AUL AUM AUN AUO AUP AUQ AUR AUS AUT AUU AUV AUW AUX AUY AUZ AV AVA AVB AVC AVD AVE AVF AVG
AVH AVI AVJ AVK AVL AVM AVN AVO AVP AVQ AVR AVS AVT AVU AVV AVW AVX AVY AVZ AWA AWB AWC AWD AWE AWF
AWG AWH AWI AWJ AWK AWL AWM AWN AWO AWP AWQ AWR AWS AWT AWU AWV AWW AWX AWY AWZ AXA AXB AXC AXD AXE
AXF AXG AXH AXI AXJ AXK AXL AXM AXN AXO AXP AXQ AXR AXS AXU BA BC BD BE BH BM BN BO BR BT BTP BW CAS
CAT CAU CAV CAW CAX CAY CAZ CBA CBB CD CEC CED CFE CFF CFO CG CH CK CKN CM CMR CN CNO COF CP CR CRN
CS CST CT CU CV CW CZ DA DAN DB DI DL DM DQ DR EA EB ED EE EEP EI EN EQ ER ERN ET EX FC FF FI FLW FN
FO FS FT FV FX GA GC GD GDN GN HS HWB IA IB ICA ICE ICO II IL INB INN INO IP IS IT IV JB JE LA LAN
LAR LB LC LI LO LRC LS MA MB MF MG MH MR MRN MS MSS MWB NA NF OH OI ON OP OR PB PC PD PE PF PI PK PL
POR PP PQ PR PS PW PY RA RC RCN RE REN RF RR RT SA SB SD SE SEA SF SH SI SM SN SP SQ SRN SS STA SW
SZ TB TCR TE TF TI TIN TL TN TP UAR UC UCN UN UO URI VA VC VGR VM VN VON VOR VP VR VS VT VV WE WM WN
WR WS WY XA XC XP ZZZ
`;

/** 185 codes (UNTDID 7143) */
export const ITEM_CLASSIFICATION_CODES = `
AA AB AC AD AE AF AG AH AI AJ AK AL AM AN AO AP AQ AR AS AT AU AV AW AX AY AZ BA BB BC BD BE BF BG
BH BI BJ BK BL BM BN BO BP BQ BR BS BT BU BV BW BX BY BZ CC CG CL CR CV DR DW EC EF EMD EN FS GB GN
GMN GS HS IB IN IS IT IZ MA MF MN MP NB ON PD PL PO PPI PV QS RC RN RU RY SA SG SK SN SRS SRT SRU
SRV SRW SRX SRY SRZ SS SSA SSB SSC SSD SSE SSF SSG SSH SSI SSJ SSK SSL SSM SSN SSO SSP SSQ SSR SSS
SST SSU SSV SSW SSX SSY SSZ ST STA STB STC STD STE STF STG STH STI STJ STK STL STM STN STO STP STQ
STR STS STT STU STV STW STX STY STZ SUA SUB SUC SUD SUE SUF SUG SUH SUI SUJ SUK SUL SUM TG TSN TSO
TSP TSQ TSR TSS TST TSU UA UP VN VP VS VX ZZZ
`;

/** code|name */
export const ITEM_CLASSIFICATION_NAMES_EN = `
AA|Product version number
AB|Assembly
AC|HIBC (Health Industry Bar Code)
AD|Cold roll number
AE|Hot roll number
AF|Slab number
AG|Software revision number
AH|UPC (Universal Product Code) Consumer package code (1-5-5)
AI|UPC (Universal Product Code) Consumer package code (1-5-5-1)
AJ|Sample number
AK|Pack number
AL|UPC (Universal Product Code) Shipping container code (1-2-5-5)
AM|UPC (Universal Product Code)/EAN (European article number) Shipping container code (1-2-5-5-1)
AN|UPC (Universal Product Code) suffix
AO|State label code
AP|Heat number
AQ|Coupon number
AR|Resource number
AS|Work task number
AT|Price look up number
AU|NSN (North Atlantic Treaty Organization Stock Number)
AV|Refined product code
AW|Exhibit
AX|End item
AY|Federal supply classification
AZ|Engineering data list
BA|Milestone event number
BB|Lot number
BC|National drug code 4-4-2 format
BD|National drug code 5-3-2 format
BE|National drug code 5-4-1 format
BF|National drug code 5-4-2 format
BG|National drug code
BH|Part number
BI|Local Stock Number (LSN)
BJ|Next higher assembly number
BK|Data category
BL|Control number
BM|Special material identification code
BN|Locally assigned control number
BO|Buyer's colour
BP|Buyer's part number
BQ|Variable measure product code
BR|Financial phase
BS|Contract breakdown
BT|Technical phase
BU|Dye lot number
BV|Daily statement of activities
BW|Periodical statement of activities within a bilaterally agreed time period
BX|Calendar week statement of activities
BY|Calendar month statement of activities
BZ|Original equipment number
CC|Industry commodity code
CG|Commodity grouping
CL|Colour number
CR|Contract number
CV|Customs article number
DR|Drawing revision number
DW|Drawing
EC|Engineering change level
EF|Material code
EMD|EMDN (European Medical Device Nomenclature)
EN|International Article Numbering Association (EAN)
FS|Fish species
GB|Buyer's internal product group code
GN|National product group code
GMN|Global model number
GS|General specification number
HS|Harmonised system
IB|ISBN (International Standard Book Number)
IN|Buyer's item number
IS|ISSN (International Standard Serial Number)
IT|Buyer's style number
IZ|Buyer's size code
MA|Machine number
MF|Manufacturer's (producer's) article number
MN|Model number
MP|Product/service identification number
NB|Batch number
ON|Customer order number
PD|Part number description
PL|Purchaser's order line number
PO|Purchase order number
PPI|Phytosanitary Passport identifier
PV|Promotional variant number
QS|Buyer's qualifier for size
RC|Returnable container number
RN|Release number
RU|Run number
RY|Record keeping of model year
SA|Supplier's article number
SG|Standard group of products (mixed assortment)
SK|SKU (Stock keeping unit)
SN|Serial number
SRS|RSK number
SRT|IFLS (Institut Francais du Libre Service) 5 digit product classification code
SRU|IFLS (Institut Francais du Libre Service) 9 digit product classification code
SRV|GS1 Global Trade Item Number
SRW|EDIS (Energy Data Identification System)
SRX|Slaughter number
SRY|Official animal number
SRZ|Harmonized tariff schedule
SS|Supplier's supplier article number
SSA|46 Level DOT Code
SSB|Airline Tariff 6D
SSC|Title 49 Code of Federal Regulations
SSD|International Civil Aviation Administration code
SSE|Hazardous Materials ID DOT
SSF|Endorsement
SSG|Air Force Regulation 71-4
SSH|Breed
SSI|Chemical Abstract Service (CAS) registry number
SSJ|Engine model designation
SSK|Institutional Meat Purchase Specifications (IMPS) Number
SSL|Price Look-Up code (PLU)
SSM|International Maritime Organization (IMO) Code
SSN|Bureau of Explosives 600-A (rail)
SSO|United Nations Dangerous Goods List
SSP|International Code of Botanical Nomenclature (ICBN)
SSQ|International Code of Zoological Nomenclature (ICZN)
SSR|International Code of Nomenclature for Cultivated Plants (ICNCP)
SSS|Distributor’s article identifier
SST|Norwegian Classification system ENVA
SSU|Supplier assigned classification
SSV|Mexican classification system AMECE
SSW|German classification system CCG
SSX|Finnish classification system EANFIN
SSY|Canadian classification system ICC
SSZ|French classification system IFLS5
ST|Style number
STA|Dutch classification system CBL
STB|Japanese classification system JICFS
STC|European Union dairy subsidy eligibility classification
STD|GS1 Spain classification system
STE|GS1 Poland classification system
STF|Federal Agency on Technical Regulating and Metrology of the Russian Federation
STG|Efficient Consumer Response (ECR) Austria classification system
STH|GS1 Italy classification system
STI|CPV (Common Procurement Vocabulary)
STJ|IFDA (International Foodservice Distributors Association)
STK|AHFS (American Hospital Formulary Service) pharmacologic -therapeutic classification
STL|ATC (Anatomical Therapeutic Chemical) classification system
STM|CLADIMED (Classification des Dispositifs Médicaux)
STN|CMDR (Canadian Medical Device Regulations) classification system
STO|CNDM (Classificazione Nazionale dei Dispositivi Medici)
STP|UK DM&D (Dictionary of Medicines & Devices) standard coding scheme
STQ|eCl@ss
STR|EDMA (European Diagnostic Manufacturers Association) Product Classification
STS|EGAR (European Generic Article Register)
STT|GMDN (Global Medical Devices Nomenclature)
STU|GPI (Generic Product Identifier)
STV|HCPCS (Healthcare Common Procedure Coding System)
STW|ICPS (International Classification for Patient Safety)
STX|MedDRA (Medical Dictionary for Regulatory Activities)
STY|Medical Columbus
STZ|NAPCS (North American Product Classification System)
SUA|NHS (National Health Services) eClass
SUB|US FDA (Food and Drug Administration) Product Code Classification Database
SUC|SNOMED CT (Systematized Nomenclature of Medicine-Clinical Terms)
SUD|UMDNS (Universal Medical Device Nomenclature System)
SUE|GS1 Global Returnable Asset Identifier, non-serialised
SUF|IMEI
SUG|Waste Type (EMSA)
SUH|Ship's store classification type
SUI|Emergency fire code
SUJ|Emergency spillage code
SUK|IMDG packing group
SUL|MARPOL Code IBC
SUM|IMDG subsidiary risk class
TG|Transport group number
TSN|Taxonomic Serial Number
TSO|IMDG main hazard class
TSP|EU Combined Nomenclature
TSQ|Therapeutic classification number
TSR|European Waste Catalogue
TSS|Price grouping code
TST|UNSPSC
TSU|EU RoHS Directive
UA|Ultimate customer's article number
UP|UPC (Universal product code)
VN|Vendor item number
VP|Vendor's (seller's) part number
VS|Vendor's supplemental item number
VX|Vendor specification number
ZZZ|Mutually defined
`;
