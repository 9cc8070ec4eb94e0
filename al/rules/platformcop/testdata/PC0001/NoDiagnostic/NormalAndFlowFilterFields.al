table 50106 "PC0001 Plain"
{
    fields
    {
        field(1; [|"No."|]; Code[20]) { Editable = true; }
        field(2; [|"Date Filter"|]; Date) { FieldClass = FlowFilter; }
        field(3; [|Amount|]; Decimal) { FieldClass = Normal; }
    }
}
