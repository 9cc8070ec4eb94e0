codeunit 50137 "AA0137 Obsolete Forwarders"
{
    [Obsolete('Moved to codeunit "AA0137 New Home"', '27.0')]
    procedure ValidateLine(var Line: Record "AA0137 Line")
    var
        OldBuffer: Record "AA0137 Line";
        IsHandled: Boolean;
    begin
        Line.Validate(Quantity);
    end;
}

table 50137 "AA0137 Line"
{
    fields
    {
        field(1; Quantity; Decimal) { }
    }
}
