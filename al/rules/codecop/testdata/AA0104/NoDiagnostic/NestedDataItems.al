// Columns of nested data items are not checked, as CodeCop does not check
// them; the top-level data item's columns are camel case.
query 50105 "AA0104 Nested API"
{
    QueryType = API;
    APIPublisher = 'contoso';
    APIGroup = 'app';
    APIVersion = 'v1.0';
    EntityName = 'dimension';
    EntitySetName = 'dimensions';

    elements
    {
        dataitem(Setup; "General Ledger Setup")
        {
            column(primaryKey; "Primary Key") { }
            dataitem(Dim1; Dimension)
            {
                DataItemLink = Code = Setup."Global Dimension 1 Code";
                column(Dim1Code; "Code") { }
                column("Dim1 Name"; Name) { }
                dataitem(Dim1Value; "Dimension Value")
                {
                    DataItemLink = "Dimension Code" = Dim1.Code;
                    column(Dim1ValueCode; "Code") { }
                }
            }
        }
    }
}
