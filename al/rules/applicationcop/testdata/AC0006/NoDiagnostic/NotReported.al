codeunit 50351 "Open Documents Fine"
{
    procedure Open(var Note: Record "Open Doc Note Fine"; var TempSalesHeader: Record "Sales Header" temporary; var SalesHeader: Record "Sales Header")
    var
        Choice: Action;
    begin
        // the page of a project table is chosen on purpose
        Page.Run(Page::"Open Doc Card Fine", Note);
        // no record
        Page.Run(Page::"Open Doc Card Fine");
        Page.RunModal(0);
        // temporary records
        Page.Run(0, TempSalesHeader);
        Page.Run(Page::"Open Doc Card Fine", TempSalesHeader);
        // the result is used
        Choice := Page.RunModal(0, Note);
        if Page.RunModal(Page::"Open Doc Card Fine", SalesHeader) = Action::LookupOK then;
    end;

    [Obsolete('Use Page Management.', '25.0')]
    procedure OpenOld(var SalesHeader: Record "Sales Header")
    begin
        Page.Run(0, SalesHeader);
    end;
}

page 50351 "Open Doc Card Fine" { }

table 50351 "Open Doc Note Fine"
{
    fields { field(1; "Entry No."; Integer) { } }
}

table 36 "Sales Header"
{
    fields { field(3; "No."; Code[20]) { } }
}
