page 50150 "AW0005 Orders"
{
    PageType = List;
    SourceTable = Customer;

    actions
    {
        area(Processing)
        {
            action([=Release=])
            {
                Promoted = true;
                PromotedCategory = Process;
            }
            group(Posting)
            {
                action([="Post Batch"=]) { Promoted = True; PromotedOnly = true; }
            }
        }
    }
}
