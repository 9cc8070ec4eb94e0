table 50100 Rating
{
    fields
    {
        field(1; Code; Code[10]) { }
        field(2; Score; Integer) { }
    }
    keys
    {
        key(PK; Code) { Clustered = true; }
    }
}
