codeunit 50234 "Filters On Keys"
{
    procedure Filter()
    var
        Doc: Record "Base Document";
        Line: Record "Base Document Line";
    begin
        Doc.SetRange("No.", 'A');
        Doc.SetRange("Posting Date", Today());
        Doc.SetFilter("Customer No.", '<>%1', '');
        Doc.SetRange(Description);
        Line.SetRange("Line No.", 10000);
        // Doc.SetRange(Description, 'x');
    end;
}
