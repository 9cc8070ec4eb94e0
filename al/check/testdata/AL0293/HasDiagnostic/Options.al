table 50100 "Bar Document"
{
    fields
    {
        field(1; Status; Option)
        {
            OptionMembers = Open,Released,"Pending Approval";
            InitValue = [=Opened=];
        }
        field(2; Kind; Option)
        {
            InitValue = [="Pending"=];
            OptionMembers = " ",Quote,Order;
        }
        field(3; Priority; Option)
        {
            OptionMembers = Low,Normal,High;
            OptionCaption = 'Low,Normal,High';
            InitValue = [=' '=];
        }
    }
}
