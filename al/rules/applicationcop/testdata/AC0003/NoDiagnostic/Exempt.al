table 50274 "AC0003 Named"
{
    fields
    {
        field(1; [|Name|]; Code[20]) { NotBlank = true; }
        field(2; "No. Series"; Code[20]) { TableRelation = "No. Series"; }
    }
    keys { key(PK; Name) { } }
}

table 50275 "AC0003 No Series"
{
    fields
    {
        field(1; [|"No."|]; Code[20]) { NotBlank = true; }
        field(2; "Customer No."; Code[20]) { TableRelation = Customer; }
    }
    keys { key(PK; "No.") { } }
}

table 50276 "AC0003 Not Blank False"
{
    fields
    {
        field(1; [|"No."|]; Code[20]) { NotBlank = false; }
        field(2; "No. Series"; Code[20]) { TableRelation = "No. Series"; }
    }
    keys { key(PK; "No.") { } }
}

table 50277 "AC0003 FlowField Series"
{
    fields
    {
        field(1; [|"No."|]; Code[20]) { NotBlank = true; }
        field(2; "Series"; Code[20]) { FieldClass = FlowField; CalcFormula = lookup("No. Series".Code); TableRelation = "No. Series"; }
    }
    keys { key(PK; "No.") { } }
}
