codeunit 50354 "Show Header At Field"
{
    procedure Show(SalesHeader: Record "Sales Header")
    var
        FieldNo: Integer;
        PageManagement: Codeunit "Page Management";
    begin
        FieldNo := SalesHeader.FieldNo("No.");
        PageManagement.PageRunAtField(SalesHeader, FieldNo, true);
    end;
}

page 50354 "Header At Field Card" { }

table 36 "Sales Header"
{
    fields { field(3; "No."; Code[20]) { } }
}
