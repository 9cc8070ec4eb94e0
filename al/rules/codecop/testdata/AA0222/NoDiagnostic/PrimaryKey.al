// A primary key's SIFT index, clustered or not, in a normal or a temporary
// table: not reported without Unique = true.
table 50223 "AA0222 Cache"
{
    DataPerCompany = false;

    fields
    {
        field(1; "Company Name"; Text[30]) { }
        field(2; "Size (KB)"; Integer) { }
    }

    keys
    {
        key(pk; "Company Name")
        {
            SumIndexFields = "Size (KB)";
        }
    }
}

table 50224 "AA0222 Node"
{
    TableType = Temporary;

    fields
    {
        field(1; "No."; Integer) { }
        field(2; "Self Time"; Duration) { }
    }

    keys
    {
        key(PK; "No.")
        {
            Clustered = true;
            SumIndexFields = "Self Time";
        }
    }
}
