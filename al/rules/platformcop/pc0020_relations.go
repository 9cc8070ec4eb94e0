package platformcop

// tfRelationText lists the pairs of tables Microsoft's own code couples with
// TransferFields, one "source<TAB>target" line each: Target.TransferFields(Source) calls
// found in the product code (tests left out) of the W1 and country layers and the apps of
// Microsoft's BCApps repository. Fields that table extensions add to both tables of a pair
// are copied by that code, so PC0020 and PC0021 check them.
const tfRelationText = `
Acc. Schedule Line	Acc. Schedule Result Line CZL
Aggregate Permission Set	Permission Set Buffer
AIT Log Entry	Agent Task Log
Analysis by Dim. Parameters	Analysis by Dim. User Param.
Analysis by Dim. User Param.	Analysis by Dim. Parameters
API Webhook Notification	API Webhook Notification Aggr
Applied Delivery Challan	Posted Applied DeliveryChallan
Applied Payment Entry	Payment Application Proposal
Approval Comment Line	Posted Approval Comment Line
Approval Entry	Approval Entry Buffer
Approval Entry	Posted Approval Entry
Assembly Line	Posted Assembly Line
Attachment Entity Buffer	Unlinked Attachment
Bank Acc. Reconciliation	Bank Account Statement
Bank Acc. Reconciliation	Posted Payment Recon. Hdr
Bank Acc. Reconciliation Line	Bank Account Statement Line
Bank Account	Contact
Bank Account Statement	Bank Acc. Reconciliation
Bank Account Statement Line	Bank Acc. Reconciliation Line
Bank Deposit Header	Posted Bank Deposit Header
Bank Statement Line CZB	Iss. Bank Statement Line CZB
BAS XML Field ID	BAS XML Field ID Setup
BAS XML Field ID Setup	BAS XML Field ID
BC14 Cust. Ledger Entry	BC14 Old Cust. Ledg. Entry
BC14 G/L Entry	BC14 Old G/L Entry
BC14 Item Ledger Entry	BC14 Old Item Ledg. Entry
BC14 Posted Sales Inv Header	BC14 Arch. Sales Inv. Header
BC14 Posted Sales Inv Line	BC14 Arch. Sales Inv. Line
BC14 Vendor Ledger Entry	BC14 Old Vendor Ledg. Entry
Bill Group	Posted Bill Group
Billing Line	Billing Line Archive
Billing Line Archive	Billing Line
Cartera Doc.	Closed Cartera Doc.
Cartera Doc.	Posted Cartera Doc.
Cash Document Header CZP	Posted Cash Document Hdr. CZP
Cash Document Line CZP	Posted Cash Document Line CZP
CDS Available Virtual Table	CDS Av. Virtual Table Buffer
Closed Cartera Doc.	Cartera Doc.
Column Layout	Acc. Schedule Result Col. CZL
Comment Line	Comment Line Archive
Comment Line Archive	Comment Line
Company Information	Config. Setup
Compensation Line CZC	Posted Compensation Line CZC
Config. Setup	Company Information
Contact	Bank Account
Contact	Customer
Contact	Vendor
Contact Business Relation	Office Contact Details
Contract/Service Discount	Filed Contract/Serv. Discount
Copy Item Buffer	Copy Item Parameters
Copy Item Parameters	Copy Item Buffer
Cust. Ledger Entry	CV Ledger Entry Buffer
Cust. Ledger Entry	VAT Document Entry Buffer
Custom Permission Set In Plan	Permission Set In Plan Buffer
Customer	Contact
Customer	Customer Templ.
Customer Bill Header	Issued Customer Bill Header
Customer Bill Line	Issued Customer Bill Line
Customer Subscription Contract	Sales Header
CV Ledger Entry Buffer	Cust. Ledger Entry
Data Migration Error	GP Migration Error Overview
Data Migration Error	SL Migration Error Overview
Date	Date Lookup Buffer
Default Permission Set In Plan	Custom Permission Set In Plan
Default Permission Set In Plan	Permission Set In Plan Buffer
Deferral Header	Deferral Header Archive
Deferral Header	Posted Deferral Header
Deferral Line	Deferral Line Archive
Deferral Line	Posted Deferral Line
Deferral Line Archive	Deferral Line
Delivery Challan Line	GST Liability Line
Delivery Reminder Header	Issued Deliv. Reminder Header
Delivery Reminder Line	Issued Deliv. Reminder Line
Detailed Cust. Ledg. Entry	Detailed CV Ledg. Entry Buffer
Detailed CV Ledg. Entry Buffer	Detailed Cust. Ledg. Entry
Detailed CV Ledg. Entry Buffer	Detailed Employee Ledger Entry
Detailed CV Ledg. Entry Buffer	Detailed Vendor Ledg. Entry
Detailed Employee Ledger Entry	Detailed CV Ledg. Entry Buffer
Detailed Vendor Ledg. Entry	Detailed CV Ledg. Entry Buffer
Dimension Set Entry	Dimension Set Entry Buffer
Dimension Set Entry Buffer	Dimension Set Entry
Direct Debit Collection Entry	Direct Debit Collection Buffer
Direct Transfer Header	Direct Trans. Header
Direct Transfer Line	Direct Trans. Line
E-Commerce Merchant	E-Comm. Merchant
Email Outbox	Sent Email
Email Scenario Attachments	Email Attachments
Exp. Invt. Order Tracking	Pstd.Exp.Invt.Order.Tracking
Expense Policy Evaluation	Posted Exp. Policy Evaluation
Expense Report Header	Posted Expense Report Header
Expense Report Line	Posted Expense Report Line
Expense Report Line Item	Posted Exp. Rep. Line Item
Expense Report Line Particip.	Posted Exp. Rep. Line Particip
Expense Report Line Per Diem	Posted Exp. Rep. Line Per Diem
Expense Report Line VAT Spec.	Posted Exp. Rep. Line VAT Spec
FA Comment	Posted FA Comment
FA Document Header	Posted FA Doc. Header
FA Document Line	Posted FA Doc. Line
FA Ledger Entry	FA Ledg. Entry w. Issue
Finance Charge Memo Header	Issued Fin. Charge Memo Header
Finance Charge Memo Header	Issued Reminder Header
Finance Charge Memo Line	Issued Fin. Charge Memo Line
Finance Charge Memo Line	Issued Reminder Line
G/L Account	G/L Account (Analysis View)
G/L Entry	G/L Entry Application Buffer
G/L Entry	G/L Entry Posting Preview
G/L Entry	G/L Entry Ref.
Gate Entry Attachment	Posted Gate Entry Attachment
Gate Entry Header	Posted Gate Entry Header
Gate Entry Line	Posted Gate Entry Line
Gen. Journal Batch	Posted Gen. Journal Batch
Gen. Journal Line	Gen. Journal Line Archive
Gen. Journal Line	Posted Gen. Journal Line
Gen. Journal Line	Standard General Journal Line
Gen. Journal Line	Waiting Journal
GovTalk Message Parts	GovTalk Msg. Parts
GovTalk Setup	Gov Talk Setup
GovTalkMessage	GovTalk Message
GST Distribution Header	Posted GST Distribution Header
GST Distribution Line	Posted GST Distribution Line
GST Liability Line	Posted GST Liability Line
GST Payment Buffer	Posted Settlement Entries
Handled IC Inbox Jnl. Line	IC Inbox Jnl. Line
Handled IC Inbox Purch. Header	IC Inbox Purchase Header
Handled IC Inbox Purch. Line	IC Inbox Purchase Line
Handled IC Inbox Sales Header	IC Inbox Sales Header
Handled IC Inbox Sales Line	IC Inbox Sales Line
Handled IC Inbox Trans.	IC Inbox Transaction
Handled IC Outbox Jnl. Line	IC Outbox Jnl. Line
Handled IC Outbox Purch. Hdr	IC Outbox Purchase Header
Handled IC Outbox Purch. Line	IC Outbox Purchase Line
Handled IC Outbox Sales Header	IC Outbox Sales Header
Handled IC Outbox Sales Line	IC Outbox Sales Line
IC Comment Line	Buffer IC Comment Line
IC Document Dimension	Buffer IC Document Dimension
IC Inbox Jnl. Line	Buffer IC Inbox Jnl. Line
IC Inbox Jnl. Line	Handled IC Inbox Jnl. Line
IC Inbox Jnl. Line	IC Outbox Jnl. Line
IC Inbox Purchase Header	Buffer IC Inbox Purch Header
IC Inbox Purchase Header	Handled IC Inbox Purch. Header
IC Inbox Purchase Header	IC Outbox Purchase Header
IC Inbox Purchase Line	Buffer IC Inbox Purchase Line
IC Inbox Purchase Line	Handled IC Inbox Purch. Line
IC Inbox Purchase Line	IC Outbox Purchase Line
IC Inbox Purchase Line	Purchase Line
IC Inbox Sales Header	Buffer IC Inbox Sales Header
IC Inbox Sales Header	Handled IC Inbox Sales Header
IC Inbox Sales Header	IC Outbox Sales Header
IC Inbox Sales Line	Buffer IC Inbox Sales Line
IC Inbox Sales Line	Handled IC Inbox Sales Line
IC Inbox Sales Line	IC Outbox Sales Line
IC Inbox Sales Line	Sales Line
IC Inbox Transaction	Buffer IC Inbox Transaction
IC Inbox Transaction	Handled IC Inbox Trans.
IC Inbox/Outbox Jnl. Line Dim.	Buffer IC InOut Jnl. Line Dim.
IC Outbox Jnl. Line	Handled IC Outbox Jnl. Line
IC Outbox Purchase Header	Handled IC Outbox Purch. Hdr
IC Outbox Purchase Line	Handled IC Outbox Purch. Line
IC Outbox Sales Header	Handled IC Outbox Sales Header
IC Outbox Sales Line	Handled IC Outbox Sales Line
IC Outbox Transaction	Handled IC Outbox Trans.
Incoming Document Attachment	Attachment Entity Buffer
Incoming Document Attachment	Inc. Doc. Attachment Overview
Intelligent Cloud Status	Cloud Migration Override Log
Invt. Receipt Header	Invt. Document Header
Invt. Receipt Line	Invt. Document Line
Invt. Shipment Header	Invt. Document Header
Invt. Shipment Line	Invt. Document Line
Issued Fin. Charge Memo Header	Issued Reminder Header
Issued Fin. Charge Memo Line	Issued Reminder Line
Item	Item Ref.
Item	Item Templ.
Item Application Entry	Item Application Entry History
Item Document Header	Invt. Document Header
Item Document Line	Invt. Document Line
Item Entry Relation	Whse. Item Entry Relation
Item Journal Line	Item Journal Line Ref.
Item Journal Line	Standard Item Journal Line
Item Ledger Entry	Item Ledger Entry Ref.
Item Receipt Header	Invt. Receipt Header
Item Receipt Line	Invt. Receipt Line
Item Shipment Header	Invt. Shipment Header
Item Shipment Line	Invt. Shipment Line
Job	Job Archive
Job Archive	Job
Job Assigned Resource	Job Assigned Resource Archive
Job Assigned Resource Archive	Job Assigned Resource
Job Planning Line	Job Planning Line Archive
Job Planning Line Archive	Job Planning Line
Job Queue Entry	Job Queue Entry Buffer
Job Task	Job Task Archive
Job Task Archive	Job Task
Matched Order Line	Posted Matched Order Line
Metadata Permission Set	Tenant Permission Set
Metadata Permission Set Rel.	Tenant Permission Set Rel.
MS - PayPal Standard Template	MS - PayPal Standard Account
MS - Yodlee Bank Acc. Link	Online Bank Acc. Link
MS - Yodlee Bank Service Setup	MS - Yodlee Bank Session
NAV App Tenant Operation	Extension Deployment Status
No Taxable Entry	VAT Entry
Notification Entry	Sent Notification Entry
Onboarding Signal	Onboarding Signal Buffer
Online Bank Acc. Link	MS - Yodlee Bank Acc. Link
Payment Application Proposal	Applied Payment Entry
Payment Header	Payment Header Archive
Payment Header FR	Payment Header Archive FR
Payment Line	Payment Line Archive
Payment Line FR	Payment Line Archive FR
Payment Order	Posted Payment Order
Payment Order Header CZB	Iss. Payment Order Header CZB
Payment Order Line CZB	Iss. Payment Order Line CZB
Phys. Invt. Order Header	Pstd. Phys. Invt. Order Hdr
Phys. Invt. Order Line	Pstd. Phys. Invt. Order Line
Phys. Invt. Record Header	Pstd. Phys. Invt. Record Hdr
Phys. Invt. Record Line	Pstd. Phys. Invt. Record Line
Posted Approval Entry	Approval Entry Buffer
Posted Assembly Header	Assembly Header
Posted Assembly Line	Assembly Line
Posted Bill Group	Closed Bill Group
Posted Cartera Doc.	Closed Cartera Doc.
Posted Cash Document Hdr. CZP	Cash Document Header CZP
Posted Cash Document Line CZP	Cash Document Line CZP
Posted Deferral Header	Deferral Header
Posted Deferral Line	Deferral Line
Posted Document Signature	Document Signature
Posted FA Doc. Header	FA Document Header
Posted FA Doc. Line	FA Document Line
Posted Gen. Journal Line	Gen. Journal Line
Posted GST Distribution Line	GST Distribution Line
Posted Payment Order	Closed Payment Order
Posted Payment Recon. Hdr	Bank Acc. Reconciliation
Price List Line	Price Worksheet Line
Price Worksheet Line	Price List Line
Production BOM Comment Line	Prod. Order Comp. Cmt Line
Pstd. Phys. Invt. Order Hdr	Phys. Invt. Order Header
Purch. Comment Line	Purch. Comment Line Archive
Purch. Cr. Memo Hdr.	Purch. Cr. Memo Entity Buffer
Purch. Cr. Memo Hdr.	Purch. Tax Cr. Memo Hdr.
Purch. Cr. Memo Hdr.	Purchase Header
Purch. Cr. Memo Line	Purch. Inv. Line Aggregate
Purch. Cr. Memo Line	Purch. Tax Cr. Memo Line
Purch. Cr. Memo Line	Purch. Tax Inv. Line
Purch. Cr. Memo Line	Purchase Line
Purch. Inv. Header	Purch. Inv. Entity Aggregate
Purch. Inv. Header	Purch. Tax Inv. Header
Purch. Inv. Header	Purchase Header
Purch. Inv. Line	Purch. Inv. Line Aggregate
Purch. Inv. Line	Purch. Tax Inv. Line
Purch. Inv. Line	Purchase Line
Purch. Rcpt. Header	Purchase Header
Purch. Rcpt. Line	Purchase Line
Purchase Header	IC Outbox Purchase Header
Purchase Header	Purch. Cr. Memo Entity Buffer
Purchase Header	Purch. Inv. Entity Aggregate
Purchase Header	Purch. Inv. Header
Purchase Header	Purch. Rcpt. Header
Purchase Header	Purchase Header Archive
Purchase Header	Purchase Order Entity Buffer
Purchase Header	Return Shipment Header
Purchase Header Archive	Purchase Header
Purchase Line	IC Outbox Purchase Line
Purchase Line	Purch. Cr. Memo Line
Purchase Line	Purch. Inv. Line
Purchase Line	Purch. Inv. Line Aggregate
Purchase Line	Purch. Rcpt. Line
Purchase Line	Purchase Line Archive
Purchase Line	Return Shipment Line
Purchase Line Archive	Purchase Line
Ref. Payment - Exported	Ref. Payment - Exported Buffer
Ref. Payment - Exported Buffer	Ref. Payment - Exported
Reminder Header	Issued Reminder Header
Reminder Line	Issued Reminder Line
Replication Record Link Buffer	Record Link
Reservation Entry	Tracking Specification
Return Receipt Header	Sales Header
Return Receipt Line	Sales Line
Return Shipment Header	Purchase Header
Return Shipment Line	Purchase Line
Routing Comment Line	Prod. Order Rtng Comment Line
Routing Personnel	Prod. Order Routing Personnel
Routing Quality Measure	Prod. Order Rtng Qlty Meas.
Routing Tool	Prod. Order Routing Tool
Sales Comment Line	Sales Comment Line Archive
Sales Comment Line Archive	Sales Comment Line
Sales Cr.Memo Header	Document Header
Sales Cr.Memo Header	E-Invoice Export Header
Sales Cr.Memo Header	IC Outbox Sales Header
Sales Cr.Memo Header	Sales Cr. Memo Entity Buffer
Sales Cr.Memo Header	Sales Header
Sales Cr.Memo Header	Sales Tax Cr.Memo Header
Sales Cr.Memo Line	Document Line
Sales Cr.Memo Line	E-Invoice Export Line
Sales Cr.Memo Line	IC Outbox Sales Line
Sales Cr.Memo Line	Sales Invoice Line Aggregate
Sales Cr.Memo Line	Sales Line
Sales Cr.Memo Line	Sales Tax Cr.Memo Line
Sales Cr.Memo Line	Sales Tax Invoice Line
Sales Header	IC Outbox Sales Header
Sales Header	Return Receipt Header
Sales Header	Sales Cr. Memo Entity Buffer
Sales Header	Sales Header Archive
Sales Header	Sales Invoice Entity Aggregate
Sales Header	Sales Invoice Header
Sales Header	Sales Order Entity Buffer
Sales Header	Sales Quote Entity Buffer
Sales Header	Sales Shipment Header
Sales Header Archive	Sales Header
Sales Invoice Header	Document Header
Sales Invoice Header	IC Outbox Sales Header
Sales Invoice Header	Sales Header
Sales Invoice Header	Sales Invoice Entity Aggregate
Sales Invoice Line	Document Line
Sales Invoice Line	E-Invoice Export Line
Sales Invoice Line	IC Outbox Sales Line
Sales Invoice Line	Sales Invoice Line Aggregate
Sales Invoice Line	Sales Line
Sales Invoice Line	Sales Tax Invoice Line
Sales Line	IC Outbox Sales Line
Sales Line	Return Receipt Line
Sales Line	Sales Cr.Memo Line
Sales Line	Sales Invoice Line
Sales Line	Sales Invoice Line Aggregate
Sales Line	Sales Line Archive
Sales Line	Sales Shipment Line
Sales Line Archive	Sales Line
Sales Shipment Header	Document Header
Sales Shipment Header	Sales Header
Sales Shipment Line	Document Line
Sales Shipment Line	Sales Line
Sales Sub. Line Archive	Sales Subscription Line
Sales Subscription Line	Sales Sub. Line Archive
SAT Payment Method	SAT Payment Term
SAT Payment Term	SAT Payment Method
Service Comment Line	Filed Serv. Contract Cmt. Line
Service Comment Line	Service Comment Line Archive
Service Comment Line Archive	Service Comment Line
Service Contract Header	Filed Service Contract Header
Service Contract Line	Filed Contract Line
Service Cr.Memo Header	Document Header
Service Cr.Memo Header	E-Invoice Export Header
Service Cr.Memo Line	Document Line
Service Cr.Memo Line	E-Invoice Export Line
Service Header	Service Header Archive
Service Header	Service Shipment Header
Service Header Archive	Service Header
Service Hour	Filed Contract Service Hour
Service Invoice Header	Document Header
Service Invoice Header	E-Invoice Export Header
Service Invoice Line	Document Line
Service Invoice Line	E-Invoice Export Line
Service Item Line	Service Item Line Archive
Service Item Line	Service Shipment Item Line
Service Item Line Archive	Service Item Line
Service Line	Service Cr.Memo Line
Service Line	Service Invoice Line
Service Line	Service Line Archive
Service Line	Service Shipment Line
Service Line Archive	Service Line
Service Order Allocat. Archive	Service Order Allocation
Service Order Allocation	Service Order Allocat. Archive
SL APAdjust	SL Hist. APAdjust
SL APDoc Buffer	SL Hist. APDoc Archive
SL APTran Buffer	SL Hist. APTran Archive
SL ARAdjust	SL Hist. ARAdjust
SL ARDoc Buffer	SL Hist. ARDoc Archive
SL ARTran Buffer	SL Hist. ARTran Archive
SL Batch	SL Hist. Batch
SL GLSetup	SL Hist. GLSetup
SL GLTran Buffer	SL Hist. GLTran Archive
SL INTran Buffer	SL Hist. INTran Archive
SL LotSerT Buffer	SL Hist. LotSerT Archive
SL PJEmploy Buffer	SL Hist. PJEmploy
SL PJProj Buffer	SL Hist. PJProj
SL PJTran	SL Hist. PJTran
SL PJTranEx	SL Hist. PJTranEx
SL POReceipt	SL Hist. POReceipt
SL POTran	SL Hist. POTran
SL PurchOrd Buffer	SL Hist. PurchOrd
SL PurOrdDet Buffer	SL Hist. PurOrdDet
SL SOHeader Buffer	SL Hist. SOHeader
SL SOLine Buffer	SL Hist. SOLine
SL SOShipHeader	SL Hist. SOShipHeader
SL SOShipLine	SL Hist. SOShipLine
SL SOType Buffer	SL Hist. SOType
Standard General Journal Line	Gen. Journal Line
Standard Item Journal Line	Item Journal Line
Stockkeeping Unit	SKU Ref.
Subscription Line	Planned Subscription Line
Sust. ESG Reporting Name	Sust. Posted ESG Report Header
Sustainability Jnl. Line	Sustainability Ledger Entry
Table Information	Table Information Cache
Tax Area	Tax Area Buffer
Tax Area Buffer	Tax Area
Tax Area Buffer	VAT Business Posting Group
Tax Diff. Journal Line	Tax Diff. Ledger Entry
Tax Group	Tax Group Buffer
Tax Group Buffer	Tax Group
Tax Group Buffer	VAT Product Posting Group
TDS Concessional Code	TDS Concessional Code Archive
Tenant Web Service	Web Service Aggregate
Time Sheet Cmt. Line Archive	Time Sheet Comment Line
Time Sheet Comment Line	Time Sheet Cmt. Line Archive
Time Sheet Detail	Employee Time Reg Buffer
Time Sheet Detail	Time Sheet Detail Archive
Time Sheet Detail Archive	Time Sheet Detail
Time Sheet Line	Time Sheet Line Archive
Time Sheet Line Archive	Time Sheet Line
Tracking Specification	Reservation Entry
Tracking Specification	Whse. Item Tracking Line
Translation	Translation Buffer
Unlinked Attachment	Attachment Entity Buffer
Value Entry	Value Entry Ref.
VAT Business Posting Group	Tax Area Buffer
VAT Entry	VAT Entry Posting Preview
VAT Product Posting Group	Tax Group Buffer
VAT Setup Posting Groups	VAT Posting Setup
Vendor	Contact
Vendor	Vendor Templ.
Vendor Bill Header	Posted Vendor Bill Header
Vendor Bill Line	Posted Vendor Bill Line
Vendor Bill Withholding Tax	Tmp Withholding Contribution
Vendor Ledger Entry	VAT Document Entry Buffer
Vendor Ledger Entry	Vendor Ledger Entry Buffer
Vendor Payment Buffer	Payment Buffer
Vendor Subscription Contract	Purchase Header
Warehouse Activity Header	Posted Invt. Pick Header
Warehouse Activity Header	Posted Invt. Put-away Header
Warehouse Activity Header	Registered Invt. Movement Hdr.
Warehouse Activity Header	Registered Whse. Activity Hdr.
Warehouse Activity Line	Posted Invt. Pick Line
Warehouse Activity Line	Posted Invt. Put-away Line
Warehouse Activity Line	Registered Invt. Movement Line
Warehouse Activity Line	Registered Whse. Activity Line
Warehouse Receipt Header	Posted Whse. Receipt Header
Warehouse Receipt Line	Posted Whse. Receipt Line
Warehouse Shipment Line	Posted Whse. Shipment Line
Web Service	Web Service Aggregate
Web Service Aggregate	Tenant Web Service
Web Service Aggregate	Web Service
Whse. Item Tracking Line	Reservation Entry
Whse. Item Tracking Line	Tracking Specification
Word Templates Related Buffer	Word Templates Related Table
Word Templates Related Table	Word Templates Related Buffer
Workflow Step Argument	Workflow Step Argument Archive
Workflow Step Argument Archive	Workflow Step Argument
Workflow Step Instance	Workflow Step Instance Archive
`
