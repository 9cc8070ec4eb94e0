codeunit 50138 "AA0137 Live Forwarders"
{
    procedure ValidateLine(var Line: Record "AA0138 Line")
    var
        [|OldBuffer|]: Record "AA0138 Line";
    begin
        Line.Validate(Quantity);
    end;

    // A comment that names Obsolete is no attribute.
    procedure Other()
    var
        [|IsHandled|]: Boolean;
    begin
    end;
}

table 50138 "AA0138 Line"
{
    fields
    {
        field(1; Quantity; Decimal) { }
    }
}
