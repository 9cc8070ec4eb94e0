namespace ABC.Ratings;

table 70000000 "ABC Rating"
{
    DataClassification = CustomerContent; AllowInCustomizations = AsReadOnly;

    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Score; Integer) { }
        field(3; Comment; Text[100]) { DataClassification = ToBeClassified; } // want AS0016
        field(4; Legacy; Integer)
        {
            ObsoleteState = Pending; // want AS0073 AS0075
        }
        field(5; Older; Integer)
        {
            ObsoleteState = Removed;
            ObsoleteReason = 'Replaced by Score.';
            ObsoleteTag = 'first release'; // want AS0076
        }
    }
}

table 70000001 Rating // want AS0011 AS0103
{
    DataClassification = CustomerContent; AllowInCustomizations = AsReadOnly;

    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
