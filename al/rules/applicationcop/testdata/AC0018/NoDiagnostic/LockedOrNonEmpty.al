table 50166 "AC0018 Fine"
{
    [|Caption|] = '', Locked = true;

    fields
    {
        field(1; "No."; Code[20]) { [|Caption|] = 'No.'; }
        field(2; Name; Text[100]) { [|Caption|] = ' ', comment = 'blank', LOCKED = TRUE; }
        field(3; Info; Text[100]) { [|CaptionClass|] = ''; }
    }
}
