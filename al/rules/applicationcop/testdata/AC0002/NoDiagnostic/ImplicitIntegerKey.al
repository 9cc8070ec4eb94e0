table 50274 "AC0002 Implicit Int Key"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; "Code"; Code[10]) { }
    }
}
