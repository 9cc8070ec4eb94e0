report 50150 [="PC0005 Empty Report"=]
{

}
