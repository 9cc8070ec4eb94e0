codeunit 50354 "Show Header At Field"
{
    procedure Show(SalesHeader: Record "Sales Header")
    var
        FieldNo: Integer;
    begin
        FieldNo := SalesHeader.FieldNo("No.");
        [=Page.RunModal(Page::"Header At Field Card", SalesHeader, FieldNo)=];
    end;
}

page 50354 "Header At Field Card" { }

table 36 "Sales Header"
{
    fields { field(3; "No."; Code[20]) { } }
}
