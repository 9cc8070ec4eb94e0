table 50271 "No Caption Property"
{
    fields
    {
        // Caption = '' in a comment
        field(1; "No."; Code[20]) { }
        field(2; Name; Text[100]) { Caption = 'Name', Comment = ''; }
    }
}
