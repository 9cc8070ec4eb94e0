codeunit 50350 "Open Documents"
{
    procedure Open(var SalesHeader: Record "Sales Header"; var Note: Record "Open Doc Note")
    begin
        [=Page.Run(0, Note)=];
        [=Page.RunModal(0, Note)=];
        [=Page.Run(Page::"Open Doc Card", SalesHeader)=];
        [=Page.RunModal(Page::"Open Doc Card", SalesHeader, SalesHeader.FieldNo("No."))=];
    end;
}

page 50350 "Open Doc Card" { }

table 36 "Sales Header"
{
    fields { field(3; "No."; Code[20]) { } }
}

table 50350 "Open Doc Note"
{
    fields { field(1; "Entry No."; Integer) { } }
}
