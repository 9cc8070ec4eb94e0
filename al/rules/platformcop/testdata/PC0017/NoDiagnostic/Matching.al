table 50320 "Workshop"
{
    LookupPageId = "Workshop List";
    DrillDownPageId = Page::"Workshop List";

    fields
    {
        field(1; "Code"; Code[10]) { }
    }
}

table 50321 "Workshop Tool"
{
    fields
    {
        field(1; "Code"; Code[10]) { }
    }
}

page 50320 "Workshop List"
{
    PageType = List;
    SourceTable = Workshop;
    SourceTableTemporary = true;

    trigger OnOpenPage()
    var
        Workshop: Record Workshop;
    begin
        CurrPage.SetSelectionFilter(Workshop);
    end;
}

tableextension 50320 "Dep Vehicle Workshop" extends "Dep Vehicle"
{
    LookupPageId = "Dep Vehicle List";
}

codeunit 50320 "Workshop Pages"
{
    var
        // A global of another table; the local below shadows it.
        Workshop: Record "Workshop Tool";

    procedure Matching()
    var
        Workshop: Record Workshop;
        TempWorkshop: Record Workshop temporary;
        WorkshopList: Page "Workshop List";
    begin
        Page.Run(Page::"Workshop List", Workshop);
        Page.RunModal(Page::"Workshop List", TempWorkshop);
        WorkshopList.SetTableView(Workshop);
        WorkshopList.SetRecord(TempWorkshop);
        WorkshopList.GetRecord(Workshop);
    end;

    procedure NotChecked(WorkshopTool: Record "Workshop Tool"; PageId: Integer; RecRef: RecordRef; AnyRecord: Variant)
    var
        Missing: Record "Missing Table";
        Welcome: Page "Dep Welcome";
        MissingPage: Page "Missing Page";
    begin
        // No record: the page opens on its own source table.
        Page.Run(Page::"Workshop List");
        // Page by number or variable.
        Page.Run(PageId, WorkshopTool);
        Page.Run(50320, WorkshopTool);
        // Not a record of a known table.
        Page.Run(Page::"Workshop List", RecRef);
        Page.Run(Page::"Workshop List", AnyRecord);
        Page.Run(Page::"Workshop List", Missing);
        // A page without SourceTable, a page that is unknown.
        Page.Run(Page::"Dep Welcome", WorkshopTool);
        Welcome.SetRecord(WorkshopTool);
        MissingPage.SetTableView(WorkshopTool);
        Page.Run(Page::"Missing Page", WorkshopTool);
    end;
}
