table 50230 [|"PC0005 Old Runtime"|]
{
    fields { field(1; "No."; Code[20]) { } }
}
