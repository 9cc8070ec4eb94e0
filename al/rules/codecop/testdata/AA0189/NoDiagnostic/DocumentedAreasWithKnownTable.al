table 50390 "Application Area Setup"
{
    fields
    {
        field(1; "Primary Key"; Code[10]) { }
    }
}

codeunit 50391 "Area Objects"
{
}

report 50392 "Area Report"
{
    ApplicationArea = Basic, Suite, Jobs, Warehouse, FixedAssets, Service, Manufacturing, Assembly, Prepayments, Comments, RecordLinks, Notes, Dimensions, ItemCharges, ItemTracking, Intercompany, SalesReturnOrder, PurchReturnOrder, Planning, Location, BasicCA, BasicDE;
    UsageCategory = ReportsAndAnalysis;
    ProcessingOnly = true;
}
