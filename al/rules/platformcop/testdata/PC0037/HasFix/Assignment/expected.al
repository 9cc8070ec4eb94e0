table 50420 "Fix Line"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Quantity; Decimal)
        {
            trigger OnValidate()
            begin
            end;
        }
    }
}

codeunit 50421 "Fix Writer"
{
    procedure Write(var Line: Record "Fix Line")
    begin
        Line.Validate(Quantity, 5);
    end;
}
