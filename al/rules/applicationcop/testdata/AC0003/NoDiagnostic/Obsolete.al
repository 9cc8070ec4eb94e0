table 50278 "AC0003 Old"
{
    ObsoleteState = Removed;
    ObsoleteReason = 'Gone.';

    fields
    {
        field(1; [|"No."|]; Code[20]) { NotBlank = true; }
        field(2; "No. Series"; Code[20]) { TableRelation = "No. Series"; }
    }
    keys { key(PK; "No.") { } }
}
