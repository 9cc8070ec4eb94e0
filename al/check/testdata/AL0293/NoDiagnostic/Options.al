table 50100 "Bar Document"
{
    fields
    {
        field(1; Status; Option)
        {
            OptionMembers = Open,Released,"Pending Approval";
            InitValue = "Pending Approval";
        }
        field(2; Kind; Option)
        {
            InitValue = " ";
            OptionMembers = " ",Quote,Order;
        }
        field(3; Priority; Option)
        {
            OptionMembers = Low,Normal,High;
            InitValue = normal;
        }
        field(4; Level; Option)
        {
            OptionMembers = Low,Normal,High;
            InitValue = 1;
        }
        field(5; Stage; Option)
        {
            // Without OptionMembers in the file nothing is known.
            InitValue = Anything;
        }
        field(6; Mode; Enum "Bar Mode")
        {
            InitValue = Whatever;
        }
        field(7; Shape; Option)
        {
            OptionMembers = Round,Square;
#if CLEAN26
            InitValue = Triangle;
#else
            InitValue = Square;
#endif
        }
    }
}

tableextension 50100 "Bar Document Ext" extends "Bar Document"
{
    fields
    {
        modify(Status)
        {
            InitValue = Released;
        }
    }
}

enum 50100 "Bar Mode"
{
    value(0; Whatever) { }
}
